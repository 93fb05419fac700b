// The words of pushes, in the language each browser subscribed in
// (locales/<ja|en>/notifications.json).
import enNotifications from '../../locales/en/notifications.json';
import jaNotifications from '../../locales/ja/notifications.json';
import type { Language } from '../graphql/language';

type PushTextKey = keyof typeof enNotifications & keyof typeof jaNotifications;

const catalogues: Record<Language, Record<PushTextKey, string>> = {
  ja: jaNotifications,
  en: enNotifications,
};

export function pushText(
  language: Language,
  key: PushTextKey & `notifications.push.${string}`,
  values: Record<string, string> = {},
): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name]! : whole,
  );
}
