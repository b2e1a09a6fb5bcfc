import { watch } from 'vue';
import { createRouter, createWebHashHistory, type RouteLocationNormalized } from 'vue-router';
import { CATALOG_IDS } from '../../src/catalog.js';
import { i18n } from './i18n/index.js';

const game = `:game(${CATALOG_IDS.join('|')})`;

/** Hash routes, so a share link works from any static host: `#/<game>/<view>`. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/nautilus/explore' },
    { path: `/${game}/explore`, component: () => import('./views/ExploreView.vue'), meta: { view: 'explore' } },
    { path: `/${game}/play`, component: () => import('./views/PlayView.vue'), meta: { view: 'play' } },
    { path: `/${game}/bots`, component: () => import('./views/BotsView.vue'), meta: { view: 'bots' } },
    { path: `/${game}/arena`, component: () => import('./views/ArenaView.vue'), meta: { view: 'arena' } },
    { path: `/${game}/rules`, component: () => import('./views/RulesView.vue'), meta: { view: 'rules' } },
    { path: '/bench', component: () => import('./views/BenchView.vue'), meta: { view: 'bench' } },
    // the routes of earlier versions (share links keep working): Nautilus
    { path: '/:view(explore|play|bots|arena|rules)', redirect: (to) => ({ path: `/nautilus/${String(to.params.view)}`, query: to.query }) },
    { path: '/:pathMatch(.*)*', redirect: '/nautilus/explore' },
  ],
});

type View = 'explore' | 'play' | 'bots' | 'arena' | 'rules' | 'bench';

/** The page's title in the current language: the view, the game, the app. */
function retitle(to: RouteLocationNormalized): void {
  const { t } = i18n.global;
  const view = to.meta.view as View | undefined;
  if (!view) return void (document.title = 'Nautilab');
  const name = t(`shell.nav.${view}`);
  document.title = to.params.game ? t('shell.title', { view: name, game: String(to.params.game) }) : `${name} · Nautilab`;
}

router.afterEach(retitle);
watch(i18n.global.locale, () => retitle(router.currentRoute.value));
