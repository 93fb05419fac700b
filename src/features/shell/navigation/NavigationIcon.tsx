// The shell's icons: drawn for the garden (24 × 24, stroked in the current colour).
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  messages: 'M4 5.5h16v10H9.5L5 19.5v-4H4zM8 9.5h8M8 12.5h5',
  timeline: 'M5 4.5h14v6H5zM5 13.5h14v6H5zM8 7.5h8M8 16.5h5',
  topics: 'M9.5 4 8 20M16 4l-1.5 16M4.5 9h16M3.5 15h16',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  store: 'M5 8h14l-1.2 12H6.2zM9 8V6.5a3 3 0 0 1 6 0V8',
  missions: 'M6 4.5h12v15H6zM9 9l1.5 1.5L13 8M9 14.5h6',
  questionnaires:
    'M7 4.5h10v16H7zM9.5 3.5h5v2.5h-5zM9.5 10l1 1 2-2M9.5 15l1 1 2-2M14 10.5h1.5M14 15.5h1.5',
  stories:
    'M4 5.5c3-1 5.5-1 8 .5v14c-2.5-1.5-5-1.5-8-.5zM20 5.5c-3-1-5.5-1-8 .5v14c2.5-1.5 5-1.5 8-.5z',
  videos: 'M3.5 6h17v12h-17zM10 9.5v5l4.5-2.5z',
  checkIn: 'M4.5 6h15v13.5h-15zM4.5 10h15M8.5 3.5V7M15.5 3.5V7M9 14.5l2 2 4-4',
  information: 'M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  articles: 'M5 4.5h10.5L19 8v11.5H5zM15 4.5V8.5h4M8 11h8M8 14h8M8 17h5',
  events: 'M4.5 6h15v14h-15zM4.5 10h15M8.5 3.5V7M15.5 3.5V7M8 13.5h2M11 13.5h2M14 13.5h2M8 16.5h2',
  myPage: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6',
  settings: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4',
  treasure: 'M6 10a6 6 0 0 1 12 0v9H6zM6 13.5h12M10.5 17h3M12 4v2',
  cards: 'M8.5 5.5h10v14h-10zM5.5 8v12.5h9M11.5 10l2 2 2-2M13.5 12v3',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  language:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M2 12h2M20 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  signOut: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
} as const;

export type NavigationIconName = keyof typeof PATHS;

export function NavigationIcon({ name, size = 24 }: { name: NavigationIconName; size?: number }) {
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
