/** The demo site's words: who performs, what they publish. Media is generated from these. */
import type { PromotionAudience } from '../../schema';

export interface DemoPerformer {
  username: string;
  name: string;
  gender: string;
  country: string;
  bio: string;
  hue: number;
  attributes: { height: string; weight: string; ethnicity: string; hair: string; eyes: string; body_type: string };
}

export const DEMO_PERFORMERS: DemoPerformer[] = [
  {
    username: 'performer',
    name: 'Demo Performer',
    gender: 'female',
    country: 'US',
    hue: 330,
    bio: 'The demo performer account: log in as performer / performer123 to see your own assets.',
    attributes: { height: '168', weight: '57', ethnicity: 'mixed', hair: 'brown', eyes: 'green', body_type: 'athletic' },
  },
  {
    username: 'aria_skye',
    name: 'Aria Skye',
    gender: 'female',
    country: 'GB',
    hue: 200,
    bio: 'Yoga teacher and traveller. Slow mornings, sunrise flows and honest behind-the-scenes.',
    attributes: { height: '170', weight: '58', ethnicity: 'white', hair: 'blonde', eyes: 'blue', body_type: 'slim' },
  },
  {
    username: 'marco_vale',
    name: 'Marco Vale',
    gender: 'male',
    country: 'IT',
    hue: 25,
    bio: 'Chef, runner and amateur photographer from Milan. Recipes, training logs and city walks.',
    attributes: { height: '183', weight: '78', ethnicity: 'white', hair: 'black', eyes: 'brown', body_type: 'muscular' },
  },
  {
    username: 'luna_reyes',
    name: 'Luna Reyes',
    gender: 'female',
    country: 'MX',
    hue: 280,
    bio: 'Dancer and choreographer. New routines every week, plus the stories behind them.',
    attributes: { height: '163', weight: '54', ethnicity: 'latina', hair: 'black', eyes: 'brown', body_type: 'curvy' },
  },
  {
    username: 'kai_tanaka',
    name: 'Kai Tanaka',
    gender: 'male',
    country: 'JP',
    hue: 160,
    bio: 'Street photographer in Tokyo. Night walks, neon and quiet corners of the city.',
    attributes: { height: '175', weight: '68', ethnicity: 'asian', hair: 'black', eyes: 'brown', body_type: 'slim' },
  },
  {
    username: 'nova_bright',
    name: 'Nova Bright',
    gender: 'female',
    country: 'CA',
    hue: 50,
    bio: 'Fitness coach. Short workouts that fit a busy day, and meal plans that taste good.',
    attributes: { height: '172', weight: '62', ethnicity: 'black', hair: 'brown', eyes: 'hazel', body_type: 'athletic' },
  },
  {
    username: 'sasha_wilde',
    name: 'Sasha Wilde',
    gender: 'non-binary',
    country: 'DE',
    hue: 100,
    bio: 'Painter and musician from Berlin. Studio sessions, live sketches and synth jams.',
    attributes: { height: '178', weight: '64', ethnicity: 'white', hair: 'colored', eyes: 'grey', body_type: 'slim' },
  },
  {
    username: 'mila_rose',
    name: 'Mila Rose',
    gender: 'female',
    country: 'FR',
    hue: 350,
    bio: 'Fashion and lifestyle from Paris: lookbooks, fittings and weekend getaways.',
    attributes: { height: '174', weight: '55', ethnicity: 'white', hair: 'red', eyes: 'green', body_type: 'slim' },
  },
  {
    username: 'leo_hart',
    name: 'Leo Hart',
    gender: 'male',
    country: 'AU',
    hue: 215,
    bio: 'Surfer and outdoor guide. Waves, trails and campfire stories from the coast.',
    attributes: { height: '186', weight: '82', ethnicity: 'white', hair: 'blonde', eyes: 'blue', body_type: 'athletic' },
  },
];

export const VIDEO_CATEGORIES = ['Fitness', 'Dance', 'Travel', 'Behind the scenes', 'Cooking', 'Music'];
export const GALLERY_CATEGORIES = ['Portraits', 'Outdoors', 'Studio', 'City'];
export const PRODUCT_CATEGORIES = ['Apparel', 'Prints', 'Digital downloads', 'Accessories'];

/** Video title parts: combined per performer, so 45 titles read naturally and stay unique. */
export const VIDEO_TITLES = [
  'Sunrise flow',
  'Morning stretch',
  'Studio session',
  'City lights',
  'Beach day',
  'Kitchen diaries',
  'Rehearsal',
  'Road trip',
  'Night walk',
  'Quick workout',
  'Live jam',
  'Fitting room',
  'Golden hour',
  'Rainy afternoon',
  'Full routine',
  'Q&A',
  'Before the show',
  'After hours',
  'Weekend vlog',
  'Slow motion',
];

export const TAGS = ['morning', 'outdoor', 'studio', 'summer', 'night', 'routine', 'exclusive', 'live', 'travel', 'city', 'beach', 'vlog'];

export const GALLERY_TITLES = [
  'Portraits in soft light',
  'Coastline',
  'Backstage',
  'Neon nights',
  'Studio whites',
  'Autumn in the park',
  'Rooftop',
  'Desert road',
  'Black and white',
  'Window light',
  'Market day',
  'Blue hour',
];

export const PRODUCTS: Array<{ name: string; type: 'physical' | 'digital'; price: number; stock: number | null; category: string }> = [
  { name: 'Signed poster', type: 'physical', price: 2500, stock: 40, category: 'Prints' },
  { name: 'Logo hoodie', type: 'physical', price: 5500, stock: 25, category: 'Apparel' },
  { name: 'Tour T-shirt', type: 'physical', price: 2800, stock: 60, category: 'Apparel' },
  { name: 'Photo book', type: 'physical', price: 4200, stock: 15, category: 'Prints' },
  { name: 'Enamel mug', type: 'physical', price: 1600, stock: 80, category: 'Accessories' },
  { name: 'Canvas tote', type: 'physical', price: 1900, stock: 0, category: 'Accessories' },
  { name: 'Art print A3', type: 'physical', price: 3000, stock: 30, category: 'Prints' },
  { name: 'Baseball cap', type: 'physical', price: 2200, stock: 45, category: 'Apparel' },
  { name: 'Sticker set', type: 'physical', price: 800, stock: 200, category: 'Accessories' },
  { name: 'Wallpaper pack', type: 'digital', price: 500, stock: null, category: 'Digital downloads' },
  { name: 'Workout plan PDF', type: 'digital', price: 1500, stock: null, category: 'Digital downloads' },
  { name: 'Recipe collection', type: 'digital', price: 1200, stock: null, category: 'Digital downloads' },
  { name: 'Preset bundle', type: 'digital', price: 1800, stock: null, category: 'Digital downloads' },
  { name: 'Soundtrack album', type: 'digital', price: 900, stock: null, category: 'Digital downloads' },
];

export const CHANNELS = [
  { name: 'Move', description: 'Workouts, dance and everything that gets you moving.', categories: ['Fitness', 'Dance'] },
  { name: 'Wanderlust', description: 'Travel diaries and places worth the trip.', categories: ['Travel'] },
  { name: 'Backstage pass', description: 'Rehearsals, fittings and the moments before the show.', categories: ['Behind the scenes', 'Music'] },
  { name: 'Taste', description: 'Cooking, recipes and kitchen stories.', categories: ['Cooking'] },
];

const paragraphs = (...items: string[]) => items.map((p) => `<p>${p}</p>`).join('\n');

export const POSTS: Array<{ slug: string; type: 'page' | 'post'; title: string; short: string; content: string }> = [
  {
    slug: 'terms',
    type: 'page',
    title: 'Terms of service',
    short: 'The rules for using Limelight.',
    content: `<h2>Using Limelight</h2>${paragraphs('You must be 18 or older to use this site. By creating an account you agree to these terms.', 'Content belongs to the performers who publish it. You may watch what you have access to for your own use; you may not copy, share or resell it.', 'Subscriptions renew until cancelled. Purchases of videos and digital products are final once the content has been accessed.')}<h2>Your account</h2>${paragraphs('Keep your password safe. We may suspend accounts that break these terms.')}`,
  },
  {
    slug: 'privacy',
    type: 'page',
    title: 'Privacy policy',
    short: 'What we collect and why.',
    content: `<h2>What we collect</h2>${paragraphs('Your account details (name, username, e-mail), what you buy and subscribe to, and the technical data every web request carries (IP address, browser).')}<h2>Why</h2>${paragraphs('To run your account, process payments, prevent fraud and comply with the law, including the age and location checks some countries require.')}<h2>Your rights</h2>${paragraphs('You can see, correct or delete your data at any time from your account page or by contacting us.')}`,
  },
  {
    slug: 'about',
    type: 'page',
    title: 'About Limelight',
    short: 'A home for independent performers.',
    content: paragraphs(
      'Limelight is where independent performers publish videos, photo galleries and products, and where fans support them directly through subscriptions and purchases.',
      'Performers keep the larger share of every sale. Fans get a clean, fast place to follow the people they love.',
    ),
  },
  {
    slug: 'welcome-to-limelight',
    type: 'post',
    title: 'Welcome to Limelight',
    short: 'The site is open: here is what you can do.',
    content: paragraphs(
      'Browse performers, watch free videos, and subscribe to unlock exclusive content.',
      'Performers: your dashboard shows your assets, subscribers and earnings.',
    ),
  },
  {
    slug: 'new-galleries',
    type: 'post',
    title: 'New photo galleries every week',
    short: 'Galleries now open in a full-screen lightbox.',
    content: paragraphs('Open any gallery and click a photo to see it full screen; use the arrow keys to move through the set.'),
  },
  {
    slug: 'shop-is-open',
    type: 'post',
    title: 'The shop is open',
    short: 'Merch and digital downloads from your favourite performers.',
    content: paragraphs('Posters, apparel and digital downloads are now available. Digital products can be downloaded right after purchase.'),
  },
];

/** Promotions: a heading, words and a button over a picture without words, each for its audience. */
type DemoPromotion = { title: string; description: string; link: string; cta: string; audience: PromotionAudience; position: string };

export const PROMOS: DemoPromotion[] = [
  {
    title: 'Join Limelight',
    description: 'Create your free account to follow performers, comment and save favourites.',
    link: '/auth/register',
    cta: 'Join now',
    audience: 'visitors',
    position: 'top',
  },
  {
    title: 'New this week',
    description: 'Fresh videos from every performer on the site.',
    link: '/videos',
    cta: 'Watch the latest',
    audience: 'everyone',
    position: 'top',
  },
  {
    title: 'Meet the performers',
    description: 'Follow the people behind the content.',
    link: '/performers',
    cta: 'Browse performers',
    audience: 'everyone',
    position: 'top',
  },
  {
    title: 'Shop the collection',
    description: 'Signed posters, apparel and digital downloads.',
    link: '/products',
    cta: 'Shop now',
    audience: 'everyone',
    position: 'top',
  },
];

export const BANNERS: DemoPromotion[] = [
  {
    title: 'Subscribe and save',
    description: 'All access to every performer, or a year of one for the price of ten months.',
    link: '/subscribe',
    cta: 'See the packages',
    audience: 'members',
    position: 'middle',
  },
  {
    title: 'Free to join',
    description: 'Sign up in a minute, then subscribe to the performers you love.',
    link: '/auth/register',
    cta: 'Create your account',
    audience: 'visitors',
    position: 'middle',
  },
  {
    title: 'Thanks for subscribing',
    description: 'Your subscriber-only videos and galleries are waiting in the catalogue.',
    link: '/videos',
    cta: 'Watch subscriber videos',
    audience: 'subscribers',
    position: 'middle',
  },
  {
    title: 'Photo galleries',
    description: 'Portraits, travel and studio sets in full resolution.',
    link: '/galleries',
    cta: 'See the galleries',
    audience: 'everyone',
    position: 'bottom',
  },
];
