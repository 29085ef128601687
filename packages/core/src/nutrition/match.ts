import type { Unit } from '../recipes.js';
import type { Food } from './food.js';
import { foldText, words, wordsOfFolded } from './text.js';

/**
 * Matching food words to the reference: a scored search over the words of each food's description
 * and common names. The index is built once per food table (inverted lists by word); a match looks
 * only at foods sharing a word with the ingredient, so it takes microseconds.
 *
 * The score of a food for an ingredient:
 * - coverage: the share of the ingredient's words found in the food (rarer words weigh more, the
 *   last word — usually the noun — weighs most);
 * - the food's head (the part of its description before the first comma, or the second part after a
 *   category such as 'Spices' or 'Oil') must be named by the ingredient, else a penalty: 'egg'
 *   finds 'Egg, whole, raw, fresh' before 'Noodles, egg, dry';
 * - states (raw, cooked, canned, dried, frozen…) the cook did not ask for cost points, and the ones
 *   asked for earn them; plain raw foods are the default;
 * - words the ingredient does not mention cost a little each (the simplest description wins);
 * - a prior for everyday foods: brands, baby foods, fast foods, restaurant meals and the like cost.
 * A short table of synonyms maps cooks' words to the reference's ('scallion' → 'spring onion'), and
 * a shorter one names the food meant by a bare staple ('flour', 'milk', 'butter').
 */

export interface FoodMatch {
  food: Food;
  /** 0–1: how sure the match is. Below MATCH_THRESHOLD an ingredient is reported unmatched. */
  confidence: number;
  /** How it was found: a staple the table names, or the scored search. */
  via: 'staple' | 'search' | 'chosen';
}

export const MATCH_THRESHOLD = 0.65;

/** Cooks' words → the reference's words, applied to the folded ingredient text (whole words). */
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ['scallion', 'onions spring scallions'],
  ['scallions', 'onions spring scallions'],
  ['green onion', 'onions spring scallions'],
  ['green onions', 'onions spring scallions'],
  ['spring onion', 'onions spring scallions'],
  ['spring onions', 'onions spring scallions'],
  ['cilantro', 'coriander cilantro leaves'],
  ['fresh coriander', 'coriander cilantro leaves'],
  ['coriander leaves', 'coriander cilantro leaves'],
  ['garbanzo beans', 'chickpeas'],
  ['garbanzos', 'chickpeas'],
  ['bell pepper', 'peppers sweet'],
  ['bell peppers', 'peppers sweet'],
  ['capsicum', 'peppers sweet'],
  ['courgette', 'zucchini'],
  ['courgettes', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['icing sugar', 'sugars powdered'],
  ['confectioners sugar', 'sugars powdered'],
  ['powdered sugar', 'sugars powdered'],
  ['caster sugar', 'sugars granulated'],
  ['white sugar', 'sugars granulated'],
  ['granulated sugar', 'sugars granulated'],
  ['plain flour', 'wheat flour white allpurpose'],
  ['allpurpose flour', 'wheat flour white allpurpose'],
  ['ap flour', 'wheat flour white allpurpose'],
  ['bread flour', 'wheat flour white bread'],
  ['cake flour', 'wheat flour white cake'],
  ['wholewheat flour', 'wheat flour wholegrain'],
  ['minced beef', 'ground beef'],
  ['beef mince', 'ground beef'],
  ['hamburger meat', 'ground beef'],
  ['heavy cream', 'cream heavy whipping'],
  ['heavy whipping cream', 'cream heavy whipping'],
  ['whipping cream', 'cream heavy whipping'],
  ['double cream', 'cream heavy whipping'],
  ['single cream', 'cream light coffee table'],
  ['light cream', 'cream light coffee table'],
  ['sour cream', 'cream sour cultured'],
  ['cornstarch', 'cornstarch'],
  ['corn starch', 'cornstarch'],
  ['cornflour', 'cornstarch'],
  ['baking soda', 'leavening agents baking soda'],
  ['bicarbonate of soda', 'leavening agents baking soda'],
  ['baking powder', 'leavening agents baking powder'],
  ['kosher salt', 'salt table'],
  ['sea salt', 'salt table'],
  ['table salt', 'salt table'],
  ['black pepper', 'spices pepper black'],
  ['ground black pepper', 'spices pepper black'],
  ['red pepper flakes', 'spices pepper red cayenne'],
  ['chili flakes', 'spices pepper red cayenne'],
  ['cayenne pepper', 'spices pepper red cayenne'],
  ['cayenne', 'spices pepper red cayenne'],
  ['vanilla', 'vanilla extract'],
  ['vegetable oil', 'oil soybean salad cooking'],
  ['cooking oil', 'oil soybean salad cooking'],
  ['canola oil', 'oil vegetable canola'],
  ['rapeseed oil', 'oil vegetable canola'],
  ['sunflower oil', 'oil vegetable sunflower high oleic'],
  ['chicken stock', 'soup chicken broth readymade'],
  ['chicken broth', 'soup chicken broth readymade'],
  ['beef stock', 'soup beef broth bouillon consomme readymade'],
  ['beef broth', 'soup beef broth bouillon consomme readymade'],
  ['vegetable stock', 'soup vegetable broth readymade'],
  ['vegetable broth', 'soup vegetable broth readymade'],
  ['greek yogurt', 'yogurt greek plain'],
  ['natural yogurt', 'yogurt plain wholemilk'],
  ['rolled oats', 'cereals oats regular quick dry'],
  ['old fashioned oats', 'cereals oats regular quick dry'],
  ['oats', 'cereals oats regular quick dry'],
  ['oatmeal', 'cereals oats regular quick dry'],
  ['prawns', 'shrimp'],
  ['prawn', 'shrimp'],
  ['mince', 'ground beef'],
  ['parmigiano reggiano', 'cheese parmesan'],
  ['parmigiano', 'cheese parmesan'],
  ['bacon', 'pork cured bacon'],
  ['ham', 'ham sliced regular'],
  ['rocket', 'arugula'],
  ['beetroot', 'beets'],
  ['swede', 'rutabagas'],
  ['maize', 'corn'],
  ['sweetcorn', 'corn sweet yellow'],
  ['corn kernels', 'corn sweet yellow'],
  ['frozen peas', 'peas green frozen'],
  ['green peas', 'peas green'],
  ['peas', 'peas green'],
  ['pea', 'peas green'],
  ['green beans', 'beans snap green'],
  ['string beans', 'beans snap green'],
  ['kidney beans', 'beans kidney red'],
  ['coconut milk', 'nuts coconut milk canned'],
  ['peanut butter', 'peanut butter smooth style'],
  ['maple syrup', 'syrups maple'],
  ['mayo', 'mayonnaise'],
  ['ketchup', 'catsup'],
  ['tomato sauce', 'tomato products canned sauce'],
  // Tomato paste is sold without added salt (SR21's plain entry too).
  ['tomato paste', 'tomato products canned paste unsalted'],
  ['tomato puree', 'tomato products canned puree'],
  ['crushed tomatoes', 'tomatoes crushed canned'],
  ['diced tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['canned tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['tinned tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['chopped tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['cherry tomatoes', 'tomatoes red ripe year round average'],
  ['grape tomatoes', 'tomatoes red ripe year round average'],
  ['dijon mustard', 'mustard prepared yellow'],
  ['mustard', 'mustard prepared yellow'],
  ['cider vinegar', 'vinegar cider'],
  ['apple cider vinegar', 'vinegar cider'],
  ['white vinegar', 'vinegar distilled'],
  ['balsamic vinegar', 'vinegar balsamic'],
  ['red wine vinegar', 'vinegar red wine'],
  ['lemon zest', 'lemon peel raw'],
  ['lime zest', 'lime peel raw'],
  ['orange zest', 'orange peel raw'],
  ['fish sauce', 'sauce fish readymade'],
  ['worcestershire sauce', 'sauce worcestershire'],
  ['worcestershire', 'sauce worcestershire'],
  ['tofu', 'tofu raw firm'],
  ['firm tofu', 'tofu raw firm'],
  // SR21 knows silken tofu by its brand only (MORI-NU, Tofu, silken, …).
  ['silken tofu', 'tofu silken'],
  ['firm silken tofu', 'tofu silken firm'],
  ['extra firm silken tofu', 'tofu silken extra firm'],
  ['soft silken tofu', 'tofu silken soft'],
  ['cremini mushrooms', 'mushrooms brown italian crimini'],
  ['crimini mushrooms', 'mushrooms brown italian crimini'],
  ['cremini', 'mushrooms brown italian crimini'],
  ['baby bella mushrooms', 'mushrooms brown italian crimini'],
  ['portobello mushrooms', 'mushrooms portabella'],
  ['portobello', 'mushrooms portabella'],
  // No aromatic varieties in SR21: they are long-grain white rice.
  ['basmati rice', 'rice white long grain regular'],
  ['jasmine rice', 'rice white long grain regular'],
  ['cooked basmati rice', 'rice white long grain regular cooked'],
  ['cooked jasmine rice', 'rice white long grain regular cooked'],
  // Cooked chicken in a recipe ('2 cups cooked chicken, shredded') is the meat, not the skin.
  ['cooked chicken', 'chicken broilers fryers meat only cooked roasted'],
  ['shredded chicken', 'chicken broilers fryers meat only cooked roasted'],
  ['rotisserie chicken', 'chicken broilers fryers meat only cooked roasted'],
  ['diced cooked chicken', 'chicken broilers fryers meat only cooked roasted'],
  ['canned whole tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['whole peeled tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['peeled tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['canned peeled tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['san marzano tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  ['canned plum tomatoes', 'tomatoes red ripe canned packed tomato juice'],
  // Canned pineapple is usually packed in its own juice.
  ['crushed pineapple', 'pineapple canned juice pack solids liquids'],
  ['canned pineapple', 'pineapple canned juice pack solids liquids'],
  ['pineapple chunks', 'pineapple canned juice pack solids liquids'],
  ['pineapple tidbits', 'pineapple canned juice pack solids liquids'],
  ['creamy peanut butter', 'peanut butter smooth style'],
  ['smooth peanut butter', 'peanut butter smooth style'],
  ['crunchy peanut butter', 'peanut butter chunk style'],
  ['chunky peanut butter', 'peanut butter chunk style'],
  ['chocolate chips', 'chocolate semisweet'],
  ['semisweet chocolate chips', 'chocolate semisweet'],
  ['dark chocolate', 'chocolate dark 70 85% cacao solids'],
  ['cocoa powder', 'cocoa dry powder unsweetened'],
  ['cocoa', 'cocoa dry powder unsweetened'],
  ['breadcrumbs', 'bread crumbs dry grated plain'],
  ['bread crumbs', 'bread crumbs dry grated plain'],
  ['panko', 'bread crumbs dry grated plain'],
  ['quinoa', 'quinoa uncooked'],
  ['cornmeal', 'cornmeal yellow degermed enriched'],
  ['pine nuts', 'nuts pine nuts pinyon dried'],
  ['walnuts', 'nuts english walnuts'],
  ['almonds', 'nuts almonds'],
  ['cashews', 'nuts cashew nuts'],
  ['pecans', 'nuts pecans'],
  ['raisins', 'raisins seedless'],
  ['cream cheese', 'cheese cream'],
  ['feta', 'cheese feta'],
  ['mozzarella', 'cheese mozzarella whole milk'],
  ['cheddar', 'cheese cheddar'],
  ['parmesan', 'cheese parmesan grated'],
  ['ricotta', 'cheese ricotta whole milk'],
  ['sugar snap peas', 'peas edible podded'],
  ['snow peas', 'peas edible podded'],
  ['soy milk', 'soymilk'],
  ['almond milk', 'beverages almond milk'],
  ['red wine', 'alcoholic beverage wine table red'],
  ['white wine', 'alcoholic beverage wine table white'],
  ['dry white wine', 'alcoholic beverage wine table white'],
  ['beer', 'alcoholic beverage beer regular'],
  ['cornflakes', 'corn flakes'],
  ['buttermilk', 'milk buttermilk fluid cultured'],
  ['hot dog', 'frankfurter beef pork'],
  ['hot dogs', 'frankfurter beef pork'],
  ['wieners', 'frankfurter beef pork'],
  ['stew meat', 'beef chuck arm pot roast'],
  ['beef stew meat', 'beef chuck arm pot roast'],
  ['stewing beef', 'beef chuck arm pot roast'],
  ['coconut flakes', 'nuts coconut meat dried desiccated sweetened flaked'],
  ['shredded coconut', 'nuts coconut meat dried desiccated sweetened shredded'],
  ['desiccated coconut', 'nuts coconut meat dried desiccated'],
  ['granola', 'cereals granola homemade'],
  ['olives', 'olives ripe canned'],
  ['black olives', 'olives ripe canned'],
  ['kalamata olives', 'olives ripe canned'],
  ['green olives', 'olives pickled canned bottled green'],
  ['hot sauce', 'sauce readymade pepper hot'],
  ['sriracha', 'sauce readymade pepper hot'],
  ['tabasco', 'sauce readymade pepper hot'],
  ['chicken', 'chicken broilers fryers meat skin'],
  ['whole chicken', 'chicken broilers fryers meat skin'],
  ['ground turkey', 'poultry food products ground turkey'],
  ['ground chicken', 'chicken ground'],
  ['ground pork', 'pork fresh ground'],
  ['ground lamb', 'lamb ground'],
  ['steak', 'beef short loin top loin'],
  ['strip steak', 'beef short loin top loin'],
  ['sirloin steak', 'beef short loin top loin'],
  ['pork chop', 'pork fresh loin center loin chops'],
  ['pork chops', 'pork fresh loin center loin chops'],
];

/** Pasta shapes: the reference knows dry spaghetti and dry macaroni, which weigh and feed alike. */
const PASTA_SHAPES =
  /(?<![a-z])(?:penne|rigatoni|fusilli|farfalle|rotini|ziti|orecchiette|conchiglie|shells?|elbows?|elbow macaroni|bow ?ties?|gemelli|cavatappi|orzo|linguine|fettuccine|fettucine|tagliatelle|pappardelle|bucatini|angel hair|capellini|vermicelli|lasagna|lasagne)(?: (?:pasta|noodles?|sheets?))?(?![a-z])/g;

/** Bare staples: the food a recipe means when it says just this (keys are words as compared). */
const STAPLES: ReadonlyArray<readonly [string, string]> = [
  ['egg', '01123'],
  ['whole egg', '01123'],
  ['egg white', '01124'],
  ['egg yolk', '01125'],
  ['flour', '20081'],
  ['wheat flour white allpurpose', '20081'],
  ['wheat flour', '20081'],
  ['milk', '01077'],
  ['wholemilk', '01077'],
  ['butter', '01001'],
  ['salted butter', '01001'],
  ['unsalted butter', '01145'],
  ['sugar', '19335'],
  ['sugars granulated', '19335'],
  ['sugars powdered', '19336'],
  ['brown sugar', '19334'],
  ['light brown sugar', '19334'],
  ['dark brown sugar', '19334'],
  ['salt', '02047'],
  ['salt table', '02047'],
  ['pepper', '02030'],
  ['spices pepper black', '02030'],
  ['ground beef', '23572'],
  ['beef', '23572'],
  ['lean ground beef', '23567'],
  ['extra lean ground beef', '23562'],
  ['chicken breast', '05062'],
  ['boneless skinless chicken breast', '05062'],
  ['chicken thigh', '05096'],
  ['boneless skinless chicken thigh', '05096'],
  ['olive oil', '04053'],
  ['oil', '04044'],
  ['garlic', '11215'],
  ['onion', '11282'],
  ['yellow onion', '11282'],
  ['white onion', '11282'],
  ['red onion', '11282'],
  ['brown onion', '11282'],
  ['tomato', '11529'],
  ['potato', '11352'],
  ['rice', '20044'],
  ['white rice', '20044'],
  ['long grain rice', '20044'],
  ['brown rice', '20036'],
  ['water', '14411'],
  ['honey', '19296'],
  ['lemon juice', '09152'],
  ['lime juice', '09160'],
  ['lemon', '09150'],
  ['lime', '09159'],
  ['cream heavy whipping', '01053'],
  ['lentil', '16069'],
  ['red lentil', '16069'],
  ['soysauce', '16124'],
  ['yogurt', '01116'],
  ['plain yogurt', '01116'],
  ['carrot', '11124'],
  ['celery', '11143'],
  ['banana', '09040'],
  ['apple', '09003'],
  ['cinnamon', '02010'],
  ['ground cinnamon', '02010'],
  ['cumin', '02014'],
  ['ground cumin', '02014'],
  ['vanilla extract', '02050'],
  ['spaghetti', '20120'],
  ['pasta', '20120'],
  ['macaroni', '20099'],
  ['macaroni pasta', '20099'],
  ['spaghetti pasta', '20120'],
  ['cheese', '01009'],
  ['cheddar cheese', '01009'],
  ['cheese cheddar', '01009'],
  ['avocado', '09037'],
  ['spinach', '11457'],
  ['baby spinach', '11457'],
  ['broccoli', '11090'],
  ['mushroom', '11260'],
  ['button mushroom', '11260'],
  ['zucchini', '11477'],
  ['cucumber', '11205'],
  ['chickpeas', '16058'],
  ['chickpea', '16058'],
  ['black bean', '16015'],
  ['bean black', '16015'],
  ['salmon', '15076'],
  ['salmon fillet', '15076'],
  ['shrimp', '15149'],
  ['tofu raw firm', '16126'],
  ['ginger', '11216'],
  ['fresh ginger', '11216'],
  ['ginger root', '11216'],
  ['parsley', '11297'],
  ['fresh parsley', '11297'],
  ['basil', '02044'],
  ['fresh basil', '02044'],
  ['thyme', '02049'],
  ['dried thyme', '02042'],
  ['oregano', '02027'],
  ['dried oregano', '02027'],
  ['paprika', '02028'],
  ['smoked paprika', '02028'],
  ['chili powder', '02009'],
  ['nutmeg', '02025'],
  ['maple syrup', '19353'],
  ['syrups maple', '19353'],
  ['mayonnaise', '04025'],
  ['bread', '18069'],
  ['white bread', '18069'],
  ['tortilla', '18364'],
  ['flour tortilla', '18364'],
  ['corn tortilla', '18363'],
  ['jalapeno', '11979'],
  ['jalapeno pepper', '11979'],
  ['sweet potato', '11507'],
  ['cabbage', '11109'],
  ['cauliflower', '11135'],
  ['kale', '11233'],
  ['lettuce', '11251'],
  ['romaine lettuce', '11251'],
  ['strawberry', '09316'],
  ['blueberry', '09050'],
  ['orange', '09200'],
  ['corn', '11167'],
  ['pork chop', '10036'],
  ['chicken', '05006'],
  ['ground turkey', '05305'],
  ['steak', '13909'],
  ['baking powder', '18369'],
  ['leavening agents baking powder', '18369'],
  ['peanut butter', '16098'],
  ['peanut butter smooth style', '16098'],
  ['tuna', '15126'],
  ['buttermilk', '01088'],
  ['milk buttermilk fluid cultured', '01088'],
  ['turkey breast', '05191'],
  ['canned tuna', '15126'],
  ['bacon', '10123'],
  ['pork cured bacon', '10123'],
];

/**
 * Description heads that only say what kind of thing follows ('Spices, pepper, black'): the food is
 * named by the next part. Nobody says "spices cinnamon", so not naming these costs nothing.
 */
const IMPLICIT_CATEGORIES = new Set([
  'spice',
  'nut',
  'seed',
  'fish',
  'crustacean',
  'mollusk',
  'cereal',
  'leavening',
  'agent',
  'beverage',
  'alcoholic',
  'poultry',
  'food',
  'product',
  'babyfood',
  'vegetable',
  'game',
  'meat',
]);

/** Heads that also say what kind of thing follows, but that a cook does name ('olive oil', 'cheddar cheese'). */
const NAMED_CATEGORIES = new Set([
  'oil',
  'cheese',
  'bean',
  'soup',
  'sauce',
  'sugar',
  'candy',
  'candie',
  'syrup',
  'snack',
  'cookie',
  'cracker',
  'pork',
  'beef',
  'chicken',
  'turkey',
  'lamb',
  'veal',
  'egg',
  'milk',
  'cream',
  'yogurt',
  'pasta',
  'rice',
  'wheat',
  'flour',
  'bread',
  'pepper',
  'lettuce',
  'squash',
  'tomato',
  'cabbage',
  'onion',
  'mushroom',
  'pea',
  'lentil',
  'tofu',
  'vinegar',
  'salad',
  'dressing',
  'seasoning',
  'cocoa',
  'chocolate',
  'ham',
  'sausage',
  'frankfurter',
  'potato',
  'corn',
  'peanut',
  'soymilk',
  'cornmeal',
  'butter',
  'juice',
]);

/** States of a food; asked for or not, they move the score. */
const STATE_PENALTY: ReadonlyMap<string, number> = new Map(
  Object.entries({
    cooked: 0.16,
    boiled: 0.1,
    baked: 0.1,
    roasted: 0.1,
    browned: 0.1,
    fried: 0.14,
    grilled: 0.1,
    broiled: 0.1,
    braised: 0.1,
    stewed: 0.1,
    steamed: 0.1,
    simmered: 0.1,
    microwaved: 0.1,
    heated: 0.08,
    scrambled: 0.1,
    poached: 0.1,
    hardboiled: 0.1,
    canned: 0.12,
    frozen: 0.12,
    dried: 0.14,
    dehydrated: 0.2,
    prepared: 0.14,
    condensed: 0.14,
    concentrate: 0.14,
    instant: 0.12,
    toasted: 0.08,
    smoked: 0.06,
    cured: 0.05,
    pickled: 0.1,
    sweetened: 0.06,
    drained: 0.04,
    salted: 0.03,
    unsalted: 0.0,
    lowsodium: 0.15,
    lowfat: 0.15,
    nonfat: 0.15,
    reducedfat: 0.15,
    light: 0.12,
    imitation: 0.3,
    substitute: 0.3,
    mix: 0.15,
    industrial: 0.2,
    babyfood: 0.3,
    nf: 0.1,
  }),
);

/** Words of a description that say nothing a cook would miss: no penalty for not asking for them. */
const NEUTRAL = new Set([
  'raw',
  'fresh',
  'all',
  'commercial',
  'commercially',
  'regular',
  'plain',
  'enriched',
  'year',
  'round',
  'average',
  'mature',
  'fluid',
  'salad',
  'cooking',
  'or',
  'and',
  'with',
  'without',
  'in',
  'of',
  'includes',
  'the',
  'to',
  'from',
  'meat',
  'only',
  'flesh',
  'skin',
  'broilers',
  'broiler',
  'fryer',
  'fryers',
  'store',
  'retail',
  'solid',
  'liquid',
  'type',
  'style',
  'variety',
  'added',
  'vitamin',
  'a',
  'c',
  'd',
  'usda',
  'commodity',
  'bulb',
  'top',
  'edible',
  'portion',
  'seed',
  'kernel',
  'as',
  'purchased',
  'grade',
  'choice',
  'select',
  'separable',
  'lean',
  'fat',
  'trimmed',
  'unenriched',
  'bleached',
  'unbleached',
  'table',
  'readymade',
  'ripe',
  'red',
  'yellow',
  'green',
  'white',
  'whole',
  'wholemilk',
  'milkfat',
  'fortified',
  'unsalted',
  'farmed',
  'wild',
  'atlantic',
  'pacific',
  'other',
  'mixed',
  'specie',
  'imported',
  'domestic',
  'ground',
]);

const STOP = new Set(['of', 'a', 'an', 'the', 'and', 'or', 'with', 'for', 'in', 'some', 'your']);

/** The ingredient's asked-for states are read from these words. */
const QUERY_STATES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cooked: 'cooked',
    leftover: 'cooked',
    boiled: 'boiled',
    baked: 'baked',
    roasted: 'roasted',
    roast: 'roasted',
    browned: 'browned',
    fried: 'fried',
    grilled: 'grilled',
    broiled: 'broiled',
    steamed: 'steamed',
    canned: 'canned',
    tinned: 'canned',
    frozen: 'frozen',
    dried: 'dried',
    dry: 'dried',
    dehydrated: 'dehydrated',
    toasted: 'toasted',
    smoked: 'smoked',
    pickled: 'pickled',
    sweetened: 'sweetened',
    salted: 'salted',
    unsalted: 'unsalted',
    lowsodium: 'lowsodium',
    lowfat: 'lowfat',
    nonfat: 'nonfat',
    reducedfat: 'reducedfat',
    light: 'light',
    instant: 'instant',
    condensed: 'condensed',
    hardboiled: 'hardboiled',
    uncooked: 'raw',
    raw: 'raw',
    fresh: 'raw',
  }),
);

const COLOURS = new Set(['yellow', 'white', 'red', 'green']);

/** What a state asked for and missing costs: a can of beans is not raw beans. */
const UNMET_STATE = 0.2;

/** States that satisfy a broader one ('cooked' is met by boiled, roasted…). */
const COOKED_STATES = new Set([
  'cooked',
  'browned',
  'boiled',
  'baked',
  'roasted',
  'fried',
  'grilled',
  'broiled',
  'braised',
  'stewed',
  'steamed',
  'simmered',
  'microwaved',
  'heated',
  'scrambled',
  'poached',
  'hardboiled',
]);

/** Words of an ingredient that change little (a grater does not change the food). */
const LIGHT_WORDS = new Set([
  'grated',
  'shredded',
  'crushed',
  'sliced',
  'whole',
  'ground',
  'boneless',
  'skinless',
  'lean',
  'baby',
  'fresh',
  'raw',
  'dried',
  'dry',
  'large',
  'extra',
  'hass',
  'yukon',
  'gold',
  'russet',
  'english',
  'fillet',
  'filet',
]);

interface IndexedFood {
  food: Food;
  /** Words of the description and common names. */
  words: ReadonlySet<string>;
  /** Words that name what the food is (see headOf). */
  head: ReadonlySet<string>;
  /** The first part's words a cook would have to say: not an implicit category, not neutral. */
  primary: readonly string[];
  /** Distinct description words that cost when the ingredient lacks them, with their weight. */
  specifics: ReadonlyArray<readonly [string, number]>;
  /** States present in the description. */
  states: readonly string[];
  /** Everyday prior (negative for brands, baby foods, fast foods…). */
  prior: number;
  /** A nut, seed or peanut: sold dried, and roasted when salted. */
  nutty: boolean;
  /** Nut butters, butter and canned foods are sold salted: the salted entry is the everyday one. */
  soldSalted: boolean;
  /** Name and common names for contains search: lower case, punctuation as single spaces, padded. */
  searchText: string;
  /** The name's first part, as searchText spells it ('egg' of 'Egg, whole, raw, fresh'). */
  nameHead: string;
}

export interface FoodIndex {
  readonly foods: readonly Food[];
  readonly byId: ReadonlyMap<string, Food>;
  readonly entries: readonly IndexedFood[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
  readonly idf: ReadonlyMap<string, number>;
  readonly staples: ReadonlyMap<string, Food>;
}

const GROUP_PRIOR: Readonly<Record<string, number>> = {
  'Baby Foods': -0.5,
  'Fast Foods': -0.35,
  'Meals, Entrees, and Sidedishes': -0.3,
  'Ethnic Foods': -0.3,
  Snacks: -0.12,
  'Restaurant Foods': -0.35,
};

/** A brand written in capitals inside a description ('CAMPBELL'S', 'KRAFT'). */
const BRAND_WORD = /\b[A-Z][A-Z'&.-]{2,}\b/;
/** A description that starts with a brand in capitals ('MORI-NU, Tofu, silken, firm'). */
const BRAND_FIRST = /^[A-Z][A-Z'&.\- ]{2,},/;
const NOT_BRANDS = new Set(['NFS', 'USDA', 'NLEA', 'RTE', 'RTF', 'II', 'III', 'IV']);

function hasBrand(food: Food): boolean {
  if (food.manufacturer) return true;
  const matches = food.name.match(new RegExp(BRAND_WORD.source, 'g')) ?? [];
  return matches.some((m) => !NOT_BRANDS.has(m));
}

/**
 * How everyday a food is, from its description alone: generic raw and plain foods high; brands,
 * baby foods, fast foods, prepared meals low. Used by the matcher and stored for food search ranking.
 */
export function everydayScore(food: Food): number {
  return priorOf(food, new Set(words(food.name)));
}

function priorOf(food: Food, nameWords: ReadonlySet<string>): number {
  let score = Object.hasOwn(GROUP_PRIOR, food.group) ? GROUP_PRIOR[food.group]! : 0;
  if (hasBrand(food)) score -= 0.3;
  if (nameWords.has('raw')) score += 0.06;
  if (nameWords.has('fresh')) score += 0.02;
  if (nameWords.has('whole')) score += 0.03;
  for (const state of nameWords) {
    const penalty = STATE_PENALTY.get(state);
    if (penalty) score -= penalty / 3;
  }
  // Shorter descriptions are the plainer foods.
  score -= Math.min(0.15, food.name.split(',').length * 0.015);
  return Math.round(score * 1000) / 1000;
}

/** Lower case, accents off, every run of punctuation a single space. */
export function searchSpelling(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/**
 * The words that name what a food is: the first part of its description, plus the next part with
 * something to say when the first is a category ('Oil, olive' → oil, olive; 'Cream, fluid, half and
 * half' → cream, halfandhalf). `primary` is the first part alone.
 */
function headOf(
  foldedName: string,
  brandFirst: boolean,
): { head: Set<string>; primary: Set<string> } {
  const parts = foldedName
    .replace(/\([^)]*\)/g, ' ')
    .split(',')
    .map((p) => p.trim());
  // 'MORI-NU, Tofu, silken, firm': the food is named after the brand.
  if (brandFirst && parts.length > 1) parts.shift();
  const primary = new Set(wordsOfFolded(parts[0] ?? '').filter((w) => !STOP.has(w)));
  const head = new Set(primary);
  const isCategory = (w: string) => IMPLICIT_CATEGORIES.has(w) || NAMED_CATEGORIES.has(w);
  if ([...primary].every(isCategory)) {
    for (const part of parts.slice(1, 3)) {
      const partWords = wordsOfFolded(part).filter((w) => !STOP.has(w));
      const telling = partWords.filter((w) => !NEUTRAL.has(w) && !STATE_PENALTY.has(w));
      for (const w of telling) head.add(w);
      if (telling.length > 0) break;
    }
  }
  return { head, primary };
}

export function buildFoodIndex(foods: readonly Food[]): FoodIndex {
  const entries: IndexedFood[] = [];
  const postings = new Map<string, number[]>();
  const byId = new Map<string, Food>();
  for (const food of foods) {
    byId.set(food.id, food);
    const folded = foldText(food.name);
    const nameWords = wordsOfFolded(folded);
    const all = new Set(nameWords);
    if (food.common_names) for (const w of words(food.common_names)) all.add(w);
    if (food.group === 'Baby Foods') all.add('babyfood');
    const states = [...new Set(nameWords.filter((w) => STATE_PENALTY.has(w)))];
    if (food.group === 'Baby Foods') states.push('babyfood');
    // Words in brackets describe ('(European type, such as Thompson seedless)'): they count a third.
    const bracketed = new Set(wordsOfFolded((folded.match(/\([^)]*\)/g) ?? []).join(' ')));
    const specifics = [
      ...new Set(nameWords.filter((w) => !NEUTRAL.has(w) && !STATE_PENALTY.has(w) && !STOP.has(w))),
    ].map((w) => [w, bracketed.has(w) ? 1 / 3 : 1] as const);
    const { head, primary } = headOf(folded, BRAND_FIRST.test(food.name));
    const nutty = food.group === 'Nut and Seed Products' || all.has('peanut');
    const index = entries.length;
    entries.push({
      food,
      words: all,
      head,
      primary: [...primary].filter((w) => !IMPLICIT_CATEGORIES.has(w) && !NEUTRAL.has(w)),
      specifics,
      states,
      prior: priorOf(food, new Set(nameWords)),
      nutty,
      soldSalted: nutty || all.has('butter') || states.includes('canned'),
      searchText: ` ${searchSpelling(`${food.name} ${food.common_names}`)} `,
      nameHead: searchSpelling(food.name.split(',')[0] ?? ''),
    });
    for (const w of all) {
      let list = postings.get(w);
      if (!list) postings.set(w, (list = []));
      list.push(index);
    }
  }
  const idf = new Map<string, number>();
  for (const [w, list] of postings) idf.set(w, Math.log(1 + entries.length / list.length));
  const staples = new Map<string, Food>();
  for (const [phrase, id] of STAPLES) {
    const food = byId.get(id);
    if (food) staples.set(words(phrase).join(' '), food);
  }
  return { foods, byId, entries, postings, idf, staples };
}

/** Cooks' words rewritten to the reference's, longest phrase first, one rewrite per ingredient. */
const SYNONYM_PATTERNS: ReadonlyArray<readonly [RegExp, string, string]> = [...SYNONYMS]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([from, to]) => {
    const folded = foldText(from);
    return [new RegExp(`(?<![a-z])${folded}(?![a-z])`), to, folded.split(/\s+/)[0]!] as const;
  });

function rewrite(folded: string): string {
  const shaped = folded.replace(PASTA_SHAPES, (shape) =>
    /linguine|fettuc|tagliatelle|pappardelle|bucatini|angel|capellini|vermicelli|lasagn/.test(shape)
      ? 'spaghetti'
      : 'macaroni',
  );
  // Only synonyms whose first word is in the text can match: a set lookup before each regex.
  const present = new Set(shaped.split(/[^a-z0-9%]+/));
  for (const [pattern, to, first] of SYNONYM_PATTERNS) {
    if (present.has(first) && pattern.test(shaped)) return shaped.replace(pattern, to);
  }
  return shaped;
}

export interface MatchQuery {
  /** The food words ('all-purpose flour'). */
  food: string;
  /** The unit, which hints at a state: a can means canned. */
  unit?: Unit | null | undefined;
}

/** The best food for the words, or null when nothing reaches MATCH_THRESHOLD. */
export function matchFood(index: FoodIndex, query: MatchQuery): FoodMatch | null {
  let folded = foldText(query.food);
  const given = words(folded).filter((w) => !STOP.has(w));
  if (given.length === 0) return null;
  const statesGiven = given.some((w) => QUERY_STATES.get(w));
  // '1 can tomatoes' means canned ones.
  if (query.unit === 'can' && !statesGiven) folded = `canned ${folded}`;

  const rewritten = words(rewrite(folded)).filter((w) => !STOP.has(w));
  for (const key of [given, rewritten]) {
    const staple = index.staples.get(key.join(' '));
    if (staple && (query.unit !== 'can' || key === rewritten))
      return { food: staple, confidence: key === given ? 0.95 : 0.93, via: 'staple' };
  }

  const asked = new Set<string>();
  const content: string[] = [];
  const plain: string[] = [];
  for (const w of rewritten) {
    const state = QUERY_STATES.get(w);
    if (state) asked.add(state);
    if (!state || w === 'dried' || w === 'dry' || w === 'smoked') content.push(w);
    if (!state) plain.push(w);
  }
  // 'cooked rice', 'canned tomatoes': the staple without the state leads to its cooked or canned kin.
  const kin =
    asked.size > 0
      ? (index.staples.get(plain.join(' ')) ??
        index.staples.get(words(rewrite(plain.join(' '))).join(' ')))
      : undefined;
  const terms = [...new Set(content.length > 0 ? content : rewritten)];
  return scoreCandidates(index, terms, asked, kin);
}

function scoreCandidates(
  index: FoodIndex,
  terms: readonly string[],
  asked: ReadonlySet<string>,
  kin: Food | undefined,
): FoodMatch | null {
  const weights = terms.map((term, i) => {
    const idf = index.idf.get(term) ?? 0;
    const light = LIGHT_WORDS.has(term) || NEUTRAL.has(term) ? 0.35 : 1;
    // The last word is usually the noun ('olive oil', 'chicken breast').
    return (i === terms.length - 1 ? 1.5 : 1) * light * Math.max(idf, 0.5);
  });
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const termSet = new Set(terms);
  const kinAll = kin ? words(kin.name) : undefined;
  const kinWords = kinAll
    ? new Set(kinAll.filter((w) => !STATE_PENALTY.has(w) && !NEUTRAL.has(w)))
    : undefined;

  const candidates = new Set<number>();
  for (const term of terms) for (const i of index.postings.get(term) ?? []) candidates.add(i);

  const kinColours = kinAll ? new Set(kinAll.filter((w) => COLOURS.has(w))) : undefined;
  const askedCooking = [...asked].some((state) => COOKED_STATES.has(state));
  let best: { entry: IndexedFood; score: number; confidence: number } | null = null;
  for (const i of candidates) {
    const entry = index.entries[i]!;
    let covered = 0;
    for (let t = 0; t < terms.length; t++) if (entry.words.has(terms[t]!)) covered += weights[t]!;
    const coverage = covered / totalWeight;
    if (coverage < 0.45) continue;
    // The most this food could score (head named, every state it has asked for, full kinship): a
    // food that cannot beat the best so far is not scored in full.
    if (best && coverage + 0.36 + 0.1 * entry.states.length + 0.3 + entry.prior < best.score)
      continue;

    let headNamed = false;
    for (const w of entry.head) if (termSet.has(w)) headNamed = true;
    // The first part of the description is what the food is: 'Oil, olive' is not olives.
    let primaryMissed = 0;
    for (const w of entry.primary) if (!termSet.has(w)) primaryMissed += 1;

    let headMissed = 0;
    for (const w of entry.head)
      if (
        !termSet.has(w) &&
        !kinWords?.has(w) &&
        !entry.primary.includes(w) &&
        !IMPLICIT_CATEGORIES.has(w)
      )
        headMissed += NEUTRAL.has(w) || STATE_PENALTY.has(w) ? 0 : 1;

    let extras = 0;
    for (const [w, weight] of entry.specifics)
      if (!termSet.has(w) && !kinWords?.has(w)) extras += weight;

    let states = 0;
    const { nutty, soldSalted } = entry;
    for (const state of entry.states) {
      if (asked.has(state) || (asked.has('cooked') && COOKED_STATES.has(state))) states += 0.1;
      // Any way of cooking asked for ('browned') meets the description's plain 'cooked'.
      else if (state === 'cooked' && askedCooking) continue;
      // Nuts and seeds are sold dried: that is their plain state; salted ones are roasted.
      else if (state === 'dried' && entry.food.group === 'Nut and Seed Products') continue;
      else if (state === 'roasted' && nutty && asked.has('salted')) continue;
      else if (state === 'salted' && soldSalted) continue;
      else {
        const penalty = STATE_PENALTY.get(state) ?? 0;
        // Asked for frozen or canned and not for cooking: a cooked entry is further off.
        states -=
          asked.size > 0 && !askedCooking && COOKED_STATES.has(state) ? 2 * penalty : penalty;
      }
    }
    if (soldSalted && entry.states.includes('unsalted') && !asked.has('unsalted')) states -= 0.05;
    let statesMet = true;
    for (const state of asked) {
      if (state === 'raw') {
        if (entry.words.has('raw') || entry.words.has('fresh')) states += 0.06;
        continue;
      }
      const present =
        entry.states.includes(state) ||
        (state === 'cooked' && entry.states.some((s) => COOKED_STATES.has(s))) ||
        (state === 'dried' && (entry.words.has('dry') || entry.words.has('dried')));
      if (!present) {
        states -= UNMET_STATE;
        statesMet = false;
      }
    }
    if (asked.size === 0 && entry.words.has('raw')) states += 0.04;

    let kinship = 0;
    // The staple's colour is the everyday one: canned corn is yellow like corn.
    let otherColour = 0;
    if (kinColours?.size)
      for (const c of COLOURS) if (entry.words.has(c) && !kinColours.has(c)) otherColour = 0.03;
    if (kinWords && statesMet) {
      let shared = 0;
      const own = entry.specifics.length;
      for (const [w] of entry.specifics) if (kinWords.has(w)) shared += 1;
      kinship = 0.3 * (shared / Math.max(own, kinWords.size, 1));
    }

    const score =
      coverage +
      (headNamed ? 0.2 : -0.25) -
      Math.min(0.3, primaryMissed * 0.15) -
      Math.min(0.24, headMissed * 0.08) +
      states -
      Math.min(0.3, extras * 0.035) +
      kinship -
      otherColour +
      entry.prior;
    if (
      !best ||
      score > best.score ||
      (score === best.score && entry.food.id < best.entry.food.id)
    ) {
      const confidence =
        coverage *
        (headNamed ? 1 : 0.75) *
        (1 - Math.min(0.3, primaryMissed * 0.12 + headMissed * 0.05)) *
        (1 - Math.min(0.3, extras * 0.03)) *
        (entry.prior < -0.2 ? 0.85 : 1);
      best = { entry, score, confidence: Math.min(0.9, confidence) };
    }
  }
  if (!best || best.confidence < MATCH_THRESHOLD) return null;
  return {
    food: best.entry.food,
    confidence: Math.round(best.confidence * 100) / 100,
    via: 'search',
  };
}
