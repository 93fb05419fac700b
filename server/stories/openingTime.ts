// When a chapter opens, in words of the request language (Japan time), for its lock message.
export function openingTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ja-JP', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
