// The app's global styles besides Mantine's own: the shipped emoji font, toasts, and the
// garden's typography and motion.
import '@mantine/notifications/styles.css';
import './emoji.css';
import './garden.css';
