import type { ReactNode } from 'react';
import { ButtonLink, Card, ErrorState, LoadingState, PageLayout, Section, Stack } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { AccountActions } from './account-actions';
import { AppearanceSection } from './appearance-section';
import { useProfile } from './api/get-profile';
import { AvatarUpload } from './avatar-upload';
import { ChangeEmailForm } from './change-email-form';
import { ExportSection } from './export/export-section';
import { ArchiveImportSection } from './export/archive-import-section';
import { CalendarSection } from './calendar/calendar-section';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { SignInsSection } from './sign-ins/sign-ins-section';

export interface ProfilePageProps {
  /** The notification settings, composed in by the page that exposes this one (ADR 0006). */
  notificationSettings?: ReactNode;
}

/** `/profile` (signed in): what others see of you, how you sign in, what reaches you, and leaving. */
export function ProfilePage({ notificationSettings }: ProfilePageProps = {}) {
  const profile = useProfile();

  let content;
  if (profile.isPending) {
    content = <LoadingState />;
  } else if (profile.isError) {
    content = (
      <ErrorState
        title="Your profile could not be loaded"
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        action={<ButtonLink to="/dashboard">Go to your garage</ButtonLink>}
      />
    );
  } else {
    const user = profile.data;
    content = (
      <Stack gap={4}>
        <Card>
          <Section title="Photo">
            <AvatarUpload user={user} />
          </Section>
        </Card>
        <Card>
          <Section title="Profile details">
            {/* Keyed by account: one account's values never linger in the form of another. */}
            <ProfileDetailsForm key={user.id} user={user} />
          </Section>
        </Card>
        <Card>
          <Section title="Appearance" id="appearance">
            <AppearanceSection />
          </Section>
        </Card>
        <Card>
          <Section title="Email">
            <ChangeEmailForm currentEmail={user.email} confirmed={user.emailVerified} />
          </Section>
        </Card>
        <Card>
          <Section title="Password">
            <ChangePasswordForm />
          </Section>
        </Card>
        <Card>
          <Section title="Where you're signed in" id="sign-ins">
            <SignInsSection />
          </Section>
        </Card>
        {notificationSettings ? (
          <Card>
            <Section title="Notifications" id="notifications">
              {notificationSettings}
            </Section>
          </Card>
        ) : null}
        <Card>
          <Section title="Calendar" id="calendar">
            <CalendarSection />
          </Section>
        </Card>
        <Card>
          <Section title="Your data" id="export">
            <Stack gap={4}>
              <ExportSection />
              <ArchiveImportSection />
            </Stack>
          </Section>
        </Card>
        <Card>
          <Section title="Your account">
            <AccountActions username={user.username} />
          </Section>
        </Card>
      </Stack>
    );
  }

  return (
    <PageLayout title="Profile" description="How other members see you, and how you sign in.">
      {content}
    </PageLayout>
  );
}
