import type { EmailChoice, NotificationSetting, NotificationSettings } from '@vg/contract';

// The form keeps one flat value per control ('reminder-due.inApp', 'reminder-due.email'), so the
// form kit binds each and a server reason named after a control lands next to it.

export type SettingsValues = Record<string, string | boolean>;

export const inAppKey = (kind: string) => `${kind}.inApp`;
export const emailKey = (kind: string) => `${kind}.email`;

export function toValues({ settings }: NotificationSettings): SettingsValues {
  const values: SettingsValues = {};
  for (const setting of settings) {
    values[inAppKey(setting.kind)] = setting.inApp;
    values[emailKey(setting.kind)] = setting.email;
  }
  return values;
}

/** Only the kinds that changed: the API keeps the others as they are. */
export function changedSettings(
  saved: NotificationSettings,
  values: SettingsValues,
): NotificationSetting[] {
  return saved.settings
    .map((setting) => ({
      kind: setting.kind,
      inApp: values[inAppKey(setting.kind)] === true,
      email: values[emailKey(setting.kind)] as EmailChoice,
    }))
    .filter((next, index) => {
      const before = saved.settings[index]!;
      return next.inApp !== before.inApp || next.email !== before.email;
    });
}

/**
 * The API names a refused row by its place in what was sent (`settings.2.email`); the form
 * names it by kind. Returns the server's field reasons keyed as the form's controls.
 */
export function fieldsByControl(
  sent: NotificationSetting[],
  fields: Record<string, string> | undefined,
): Record<string, string> {
  const byControl: Record<string, string> = {};
  for (const [path, reason] of Object.entries(fields ?? {})) {
    const match = /^settings\.(\d+)\.(inApp|email|kind)$/.exec(path);
    const setting = match ? sent[Number(match[1])] : undefined;
    if (!match || !setting) continue;
    byControl[match[2] === 'inApp' ? inAppKey(setting.kind) : emailKey(setting.kind)] = reason;
  }
  return byControl;
}
