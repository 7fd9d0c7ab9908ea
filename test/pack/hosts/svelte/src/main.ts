import { mount } from 'svelte';
import 'marquee-site-chrome';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') ?? document.body });
