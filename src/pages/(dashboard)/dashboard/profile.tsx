import { ProfileForm } from '@/components/dashboard/DashboardClient';
import { DashTitle } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

export default async function ProfilePage() {
  const user = await accountApi(upstream()).user();
  return (
    <>
      <PageMeta title={messages.dashboard.profile} description={messages.dash.title} noindex />
      <DashTitle>{messages.dashboard.profile}</DashTitle>
      <ProfileForm
        user={{
          name: user.name,
          family: user.family,
          email: user.email,
          nationalCode: user.nationalCode,
          gender: user.gender,
          mobile: user.mobile,
          currency: user.currency,
        }}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
