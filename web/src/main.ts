import { createApp } from 'vue';
import App from './App.vue';
import { i18n } from './i18n/index.js';
import { startServiceWorker } from './pwa';
import { router } from './router';
import './style.css';

// vue-router listens for address changes only once its first navigation has finished: an address
// changed before that (a link opened while the page loads) would be overwritten by the first
// route's redirect. Remember the last one and go there once the router is ready.
let changedEarly: string | null = null;
const early = (): void => void (changedEarly = location.hash.slice(1) || '/');
window.addEventListener('hashchange', early);
void router.isReady().then(() => {
  window.removeEventListener('hashchange', early);
  if (changedEarly !== null && changedEarly !== router.currentRoute.value.fullPath) void router.replace(changedEarly);
});

createApp(App).use(router).use(i18n).mount('#app');
startServiceWorker(); // the app works offline after this first visit
