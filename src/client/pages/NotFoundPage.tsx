import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

export function NotFoundPage() {
  usePageMeta(...PAGE_META.notFound);
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Did you forget to add the page to the router? Pages are registered in src/client/app/App.tsx.
          </p>
          <Button className="mt-6" asChild>
            <Link href="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
