// The demo garden's playlists: a short prelude and backstage sketches from the making of "The
// Demon Prince and the Puppet", played from the clips the garden ships (server/player/media,
// original, made with ffmpeg). The backstage sketch and the voice memo are for members.
import type { PlayerSeed } from './seedPlayer';

export const demoPlayer: PlayerSeed = {
  playlists: [
    {
      slug: 'garden-films',
      title: { ja: '庭の映像室', en: 'The Garden Screening Room' },
      description: {
        ja: '『魔王子と人形』の制作現場から届いた、短い映像を集めました。オープニングの試作や、メンバー限定の制作スケッチもあります。',
        en: 'Short films from the making of "The Demon Prince and the Puppet": an opening study, and production sketches for members.',
      },
      coverImageUrl: '/images/player/garden-prelude.webp',
      videos: [
        {
          slug: 'garden-prelude',
          title: {
            ja: '庭のプレリュード（オープニング試作）',
            en: 'Garden Prelude (opening study)',
          },
          description: {
            ja: '満月の城へ降りていく、オープニング映像の色と動きの試作です。音楽は仮のハーモニーです。',
            en: 'A study of colour and motion for the opening: a slow descent towards the castle under the full moon, with a placeholder harmony.',
          },
          durationSeconds: 12,
          posterUrl: '/images/player/garden-prelude.webp',
          source: 'clip:prelude',
          positions: [{ fan: 'kuro', seconds: 5 }],
        },
        {
          slug: 'backstage-sketches',
          title: { ja: '制作スケッチ：人形たちの舞踏会', en: 'Backstage: the Puppets’ Ball' },
          description: {
            ja: '舞踏会の場面で、人形たちが集まっては散っていく動きの設計メモ。庭師の会のメンバー限定公開です。',
            en: 'A motion sketch for the ball scene, where the puppets gather and scatter. For members of the Gardeners’ Circle.',
          },
          durationSeconds: 10,
          posterUrl: '/images/player/backstage-sketches.webp',
          membersOnly: true,
          source: 'clip:backstage',
        },
        {
          slug: 'moonlit-rehearsal',
          title: { ja: '月下のリハーサル', en: 'Rehearsal Under the Moon' },
          description: {
            ja: 'オープニング試作を別の色で。第1章「月下の契約」の読み聞かせ収録の前に流した映像です。',
            en: 'The opening study in another colour, played before the reading of Chapter 1, "The Pact Under the Moon", was recorded.',
          },
          durationSeconds: 12,
          posterUrl: '/images/player/garden-prelude.webp',
          source: 'clip:prelude',
        },
      ],
    },
  ],
};
