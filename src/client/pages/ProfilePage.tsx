// /profile: the traveller's name, saved travel preferences, and account deletion.
import { useLocation } from 'wouter';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { DeleteAccount } from '../features/profile/DeleteAccount.tsx';
import { ProfileForm } from '../features/profile/ProfileForm.tsx';
import { errorMessage } from '../lib/api.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';
import { useDeleteAccount, useProfile, useUpdateProfile } from '../lib/profile.ts';
import { toast } from '../lib/toast-store.ts';

export function ProfilePage() {
  usePageMeta(...PAGE_META.profile);
  const profile = useProfile();
  const update = useUpdateProfile();
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
        <p className="mt-2 text-muted-foreground">
          Your name and the travel preferences every new plan starts from.
        </p>
      </header>
      {profile.isLoading ? (
        <Spinner label="Loading your profile" />
      ) : profile.error || !profile.data ? (
        <p role="alert" className="rounded-md border border-destructive p-4">
          {errorMessage(profile.error, 'Could not load your profile. Please reload the page.')}
        </p>
      ) : (
        <Card>
          <CardContent className="pt-5">
            <ProfileForm
              profile={profile.data}
              saving={update.isPending}
              onSave={(values) =>
                update.mutate(values, {
                  onSuccess: () => toast({ title: 'Profile saved', duration: 3000 }),
                  onError: (err) =>
                    toast({
                      title: 'Could not save your profile',
                      description: errorMessage(err, 'Please try again.'),
                      variant: 'destructive',
                    }),
                })
              }
            />
          </CardContent>
        </Card>
      )}
      <DeleteAccount
        deleting={remove.isPending}
        error={
          remove.error ? errorMessage(remove.error, 'Could not delete your account. Please try again.') : null
        }
        onDelete={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Account deleted', description: 'Your account and all its plans are gone.' });
              navigate('/');
            },
          })
        }
      />
    </div>
  );
}
