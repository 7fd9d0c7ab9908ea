// Registers the tags (the whole bundle), then renders the app. The elements must be defined
// before React creates them, so that React 19 sets camelCase props as their properties.
import 'marquee-site-chrome';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('app');
if (container) createRoot(container).render(<App />);
