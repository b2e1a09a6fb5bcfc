import { createRouter, createWebHashHistory } from 'vue-router';
import ExploreView from './views/ExploreView.vue';

/** Hash routes, so a share link works from any static host. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/explore' },
    { path: '/explore', component: ExploreView, meta: { title: 'Explore' } },
    { path: '/play', component: () => import('./views/PlayView.vue'), meta: { title: 'Play' } },
    { path: '/bots', component: () => import('./views/BotsView.vue'), meta: { title: 'Bots' } },
    { path: '/arena', component: () => import('./views/ArenaView.vue'), meta: { title: 'Arena' } },
    { path: '/bench', component: () => import('./views/BenchView.vue'), meta: { title: 'Bench' } },
    { path: '/rules', component: () => import('./views/RulesView.vue'), meta: { title: 'Rules' } },
    { path: '/:pathMatch(.*)*', redirect: '/explore' },
  ],
});

router.afterEach((to) => {
  document.title = `${String(to.meta.title ?? 'Nautilab')} · Nautilab`;
});
