import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, CalendarDays, Globe2, Map as MapIcon, ShieldCheck, Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useSearch } from 'wouter';
import { z } from 'zod';
import { loginSchema, registerSchema, safeReturnUrl } from '../../core/api/auth.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.tsx';
import { Input } from '../components/ui/input.tsx';
import { FieldError, Label } from '../components/ui/label.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { errorMessage } from '../lib/api.ts';
import { useAuthProviders, useLogin, useRegister, useUser } from '../lib/auth.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

const BLURBS = [
  { icon: Sparkles, text: 'Personalised itineraries for your interests, pace and diet' },
  { icon: MapIcon, text: 'Interactive maps with routes and travel times' },
  { icon: CalendarDays, text: 'Day-by-day planning, morning to evening' },
  { icon: Globe2, text: 'Destinations on every continent, Antarctica included' },
];

function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function SignInForm() {
  const login = useLogin();
  const form = useForm<z.input<typeof loginSchema>>({ resolver: zodResolver(loginSchema) });
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => login.mutate(v))}>
      <Field
        id="login-email"
        label="Email or username"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {login.error && (
        <FieldError>{errorMessage(login.error, 'Sign-in failed. Please try again.')}</FieldError>
      )}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}

const signUpForm = registerSchema.extend({ username: z.string().optional() });

function SignUpForm() {
  const register = useRegister();
  const form = useForm<z.input<typeof signUpForm>>({ resolver: zodResolver(signUpForm) });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((v) => register.mutate({ ...v, username: v.username || undefined }))}
    >
      <Field
        id="signup-name"
        label="Your name (optional)"
        autoComplete="name"
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <Field
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        id="signup-username"
        label="Username (optional)"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Field
        id="signup-password"
        label="Password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {register.error && (
        <FieldError>
          {errorMessage(register.error, 'Could not create your account. Please try again.')}
        </FieldError>
      )}
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}

export function AuthPage() {
  usePageMeta(...PAGE_META.auth);
  const params = new URLSearchParams(useSearch());
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const error = params.get('error');
  const { user, isLoading } = useUser();
  const providers = useAuthProviders();

  if (isLoading) return <Spinner className="min-h-[50vh]" />;
  if (user) return <Redirect to={returnUrl} replace />;

  const external = providers.data?.external ?? [];
  const local = providers.data?.local ?? true;
  const returnQuery = params.get('returnUrl') ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
      <div className="order-2 md:order-1">
        <h1 className="text-3xl font-bold tracking-tight">Welcome to Wayfarer</h1>
        <p className="mt-3 text-muted-foreground">
          Sign in to plan trips, keep your saved itineraries and pick up where you left off on any device.
        </p>
        <ul className="mt-8 grid gap-4">
          {BLURBS.map((b) => (
            <li key={b.text} className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <b.icon className="size-5" aria-hidden="true" />
              </span>
              {b.text}
            </li>
          ))}
        </ul>
      </div>
      <Card className="order-1 md:order-2">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Sign in or create an account</h2>
          {error ? (
            <div
              role="alert"
              className="mt-2 flex gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3"
            >
              <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              <div>
                <p className="font-semibold">Authentication Error</p>
                <p className="text-sm">{error}</p>
              </div>
            </div>
          ) : (
            <div className="mt-2 flex gap-3 rounded-md bg-muted p-3">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-semibold">Your account stays private</p>
                <CardDescription>
                  Nobody, not even whoever runs this site, can read your password, and only you can see your
                  trips unless you share one.
                </CardDescription>
              </div>
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {external.map((p) => (
            <Button key={p.id} variant="outline" asChild>
              <a href={`/auth/${p.id}${returnQuery}`}>Continue with {p.name}</a>
            </Button>
          ))}
          {external.length > 0 && local && (
            <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
              <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
            </div>
          )}
          {local && (
            <Tabs defaultValue="signin">
              <TabsList className="mb-4 w-full">
                <TabsTrigger value="signin">Sign in</TabsTrigger>
                <TabsTrigger value="signup">Create account</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          )}
          <p className="text-center text-xs text-muted-foreground">
            By continuing you agree to our{' '}
            <Link href="/terms" className="underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy" className="underline">
              Privacy Policy
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
