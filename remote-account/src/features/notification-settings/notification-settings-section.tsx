import type { EmailChoice, NotificationSettings } from '@vg/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  CheckboxField,
  Cluster,
  EmptyState,
  ErrorState,
  FormErrorSummary,
  Icon,
  LoadingState,
  SelectField,
  Stack,
  VisuallyHidden,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_KIND_LABELS,
  groupOfKind,
  isNotificationKind,
} from '../../lib/notification-kinds';
import { useNotificationSettings, useSaveNotificationSettings } from './api/notification-settings';
import {
  changedSettings,
  emailKey,
  fieldsByControl,
  inAppKey,
  toValues,
  type SettingsValues,
} from './settings-values';

const EMAIL_OPTIONS: Array<{ value: EmailChoice; label: string }> = [
  { value: 'never', label: 'No email' },
  { value: 'immediately', label: 'Email right away' },
  { value: 'weekly-digest', label: 'In the weekly digest' },
];

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-family: ${({ theme }) => theme.type.heading};
    font-size: ${({ theme }) => theme.type.size.lg};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.hairline};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(12rem, 15rem);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const KindName = styled.span`
  font-weight: ${({ theme }) => theme.type.weight.medium};
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

/** Profile: for each kind of notification, in the app or not, and email right away, weekly or never. */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <LoadingState text="Loading your notification settings..." />;
  if (settings.isError)
    return (
      <ErrorState
        title="Your notification settings could not be loaded"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  if (settings.data.settings.length === 0)
    return (
      <EmptyState
        icon="bell"
        title="Nothing to set up yet"
        description="When there are notifications to choose from, you will set here how each one reaches you."
      />
    );
  // Keyed by what was saved: after a save (or a refetch bringing other values) the form starts from it.
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />;
}

/** `/profile#notifications` or `/profile?tab=notifications` (an email's settings link) comes here. */
function useScrolledToWhenAsked() {
  const ref = useRef<HTMLFormElement>(null);
  const { hash, search } = useLocation();
  const asked =
    hash === '#notifications' || new URLSearchParams(search).get('tab') === 'notifications';
  useEffect(() => {
    // Only once the settings are there: before that, the page above them is still growing.
    if (asked) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [asked]);
  return ref;
}

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const formRef = useScrolledToWhenAsked();
  const save = useSaveNotificationSettings();
  const [values, setValues] = useState<SettingsValues>(() => toValues(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const changes = changedSettings(saved, values);

  const set = (key: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    setSavedNote(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (changes.length === 0) {
      setSavedNote('Nothing has changed since your last save.');
      return;
    }
    save.mutate(
      { settings: changes },
      {
        onSuccess: () => toast({ title: 'Notification settings saved', variant: 'success' }),
        onError: (error) => {
          const fields = fieldsByControl(
            changes,
            error instanceof ApiError ? error.fields : undefined,
          );
          setErrors(fields);
          setFormError(Object.keys(fields).length > 0 ? null : errorMessage(error));
        },
      },
    );
  };

  // Kinds the API knows and this screen does not yet: shown under their own name, still settable.
  const known = new Set(NOTIFICATION_GROUPS.flatMap((group) => group.kinds));
  const others = saved.settings.map((setting) => setting.kind).filter((kind) => !known.has(kind));
  const groups = [
    ...NOTIFICATION_GROUPS.map((group) => ({
      ...group,
      kinds: group.kinds.filter((kind) => saved.settings.some((setting) => setting.kind === kind)),
    })),
    ...(others.length
      ? [{ id: 'other', label: 'Other', icon: 'bell' as const, kinds: others }]
      : []),
  ].filter((group) => group.kinds.length > 0);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Notification settings">
      <Stack gap={3}>
        <p>
          Choose how each kind of news reaches you: in the app (the bell and your notifications
          page), and by email right away or gathered in one email a week.
        </p>
        {groups.map((group) => (
          <Group key={group.id}>
            <legend>
              <Icon name={group.icon} />
              {group.label}
            </legend>
            <Rows>
              {group.kinds.map((kind) => {
                const name = kindLabel(kind);
                return (
                  <Row key={kind}>
                    <KindName>{name}</KindName>
                    <CheckboxField
                      label={
                        <>
                          <VisuallyHidden>{name}: </VisuallyHidden>In the app
                        </>
                      }
                      name={inAppKey(kind)}
                      checked={values[inAppKey(kind)] === true}
                      error={errors[inAppKey(kind)]}
                      onChange={(event) => set(inAppKey(kind), event.target.checked)}
                    />
                    <SelectField
                      label={
                        <>
                          <VisuallyHidden>{name}: </VisuallyHidden>Email
                        </>
                      }
                      name={emailKey(kind)}
                      options={EMAIL_OPTIONS}
                      value={String(values[emailKey(kind)] ?? 'never')}
                      error={errors[emailKey(kind)]}
                      onChange={(event) => set(emailKey(kind), event.target.value)}
                    />
                  </Row>
                );
              })}
            </Rows>
          </Group>
        ))}
        <FormErrorSummary message={formError} />
        <Cluster gap={1.5}>
          <Button type="submit" loading={save.isPending}>
            Save notification settings
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() =>
              saved.settings.forEach((setting) => set(emailKey(setting.kind), 'never'))
            }
          >
            No email at all
          </Button>
        </Cluster>
        <Saved role="status">
          {savedNote ?? (changes.length > 0 ? 'You have changes that are not saved yet.' : '')}
        </Saved>
      </Stack>
    </form>
  );
}

function kindLabel(kind: string): string {
  if (isNotificationKind(kind)) return NOTIFICATION_KIND_LABELS[kind];
  // A kind newer than this screen: its identifier in words is better than nothing.
  const words = kind.replace(/-/g, ' ');
  return groupOfKind(kind) ? words : words.charAt(0).toUpperCase() + words.slice(1);
}
