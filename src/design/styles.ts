// The app's global styles besides Mantine's own: toasts, and the garden's typography and
// motion. The shipped emoji font comes after the first view (./loadEmojiFont.ts).
import '@mantine/notifications/styles.css';
import './garden.css';
