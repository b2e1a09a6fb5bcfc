import { createRouter, createWebHashHistory } from 'vue-router';
import { CATALOG_IDS } from '../../src/catalog.js';

const game = `:game(${CATALOG_IDS.join('|')})`;

/** Hash routes, so a share link works from any static host: `#/<game>/<view>`. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/nautilus/explore' },
    { path: `/${game}/explore`, component: () => import('./views/ExploreView.vue'), meta: { title: 'Explore' } },
    { path: `/${game}/play`, component: () => import('./views/PlayView.vue'), meta: { title: 'Play' } },
    { path: `/${game}/bots`, component: () => import('./views/BotsView.vue'), meta: { title: 'Bots' } },
    { path: `/${game}/arena`, component: () => import('./views/ArenaView.vue'), meta: { title: 'Arena' } },
    { path: `/${game}/rules`, component: () => import('./views/RulesView.vue'), meta: { title: 'Rules' } },
    { path: '/bench', component: () => import('./views/BenchView.vue'), meta: { title: 'Bench' } },
    // the routes of earlier versions (share links keep working): Nautilus
    { path: '/:view(explore|play|bots|arena|rules)', redirect: (to) => ({ path: `/nautilus/${String(to.params.view)}`, query: to.query }) },
    { path: '/:pathMatch(.*)*', redirect: '/nautilus/explore' },
  ],
});

router.afterEach((to) => {
  document.title = `${String(to.meta.title ?? 'Nautilab')}${to.params.game ? ` · ${String(to.params.game)}` : ''} · Nautilab`;
});
