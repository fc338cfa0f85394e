import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KINDS,
  type EmailChoice,
  type NotificationKind,
  type NotificationSetting,
} from '@vg/contract';
import type { Db } from '../../db/database.js';

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** Every kind, in the contract's order, with the member's choice or the default. */
export async function notificationSettingsOf(
  db: Db,
  userId: string,
): Promise<NotificationSetting[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['kind', 'in_app', 'email'])
    .where('user_id', '=', userId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = chosen.get(kind);
    return row
      ? { kind, inApp: row.in_app, email: row.email }
      : { kind, ...DEFAULT_NOTIFICATION_SETTINGS[kind] };
  });
}

/** The member's choice for one kind (one indexed row, or the default). */
export async function notificationSettingOf(
  db: Db,
  userId: string,
  kind: NotificationKind,
): Promise<{ inApp: boolean; email: EmailChoice }> {
  const row = await db
    .selectFrom('notification_settings')
    .select(['in_app', 'email'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { inApp: row.in_app, email: row.email } : DEFAULT_NOTIFICATION_SETTINGS[kind];
}

/** Writes the given kinds; the others keep their value. */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  settings: readonly { kind: NotificationKind; inApp: boolean; email: EmailChoice }[],
): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insertInto('notification_settings')
    .values(
      settings.map((setting) => ({
        user_id: userId,
        kind: setting.kind,
        in_app: setting.inApp,
        email: setting.email,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        in_app: eb.ref('excluded.in_app'),
        email: eb.ref('excluded.email'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
