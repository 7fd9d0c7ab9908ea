import { createApp } from 'vue';
import 'marquee-site-chrome';
import App from './App.vue';

createApp(App).mount('#app');
