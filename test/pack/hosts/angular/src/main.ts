import { bootstrapApplication } from '@angular/platform-browser';
import 'marquee-site-chrome';
import { App } from './app';

bootstrapApplication(App).catch((error: unknown) => {
  console.error(error);
});
