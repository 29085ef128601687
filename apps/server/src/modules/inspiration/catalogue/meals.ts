import type { WrittenMeal } from './build.js';

/**
 * The bundled catalogue: meals written for Mise (titles, text and measures are our own), four in
 * each of ten categories. Measures are written the way the meal database writes them — '1 1/2 cups',
 * '400g', 'pinch', 'to taste' — so the converter meets the same variety here as there.
 */
export const MEALS: readonly WrittenMeal[] = [
  // Beef
  {
    id: 'mise-beef-1',
    title: 'Weeknight Beef and Broccoli Skillet',
    category: 'Beef',
    area: 'Chinese',
    tags: 'Quick,Stirfry',
    ingredients: [
      ['Flank steak', '450g'],
      ['Broccoli', '1 head'],
      ['Soy sauce', '3 tbsp'],
      ['Brown sugar', '1 tbsp'],
      ['Garlic', '3 cloves'],
      ['Fresh ginger', '1 tbsp'],
      ['Cornstarch', '2 tsp'],
      ['Vegetable oil', '2 tbsp'],
      ['Spring onions', '3'],
    ],
    instructions:
      'Slice the steak thinly across the grain and toss it with the cornstarch.\r\nStir the soy sauce, sugar, grated ginger and crushed garlic with 4 tbsp of water.\r\nHeat the oil in a wide pan until it shimmers, then sear the beef in two batches and set it aside.\r\nCook the broccoli florets with a splash of water for 3 minutes. Return the beef, pour in the sauce and let it bubble until glossy. Scatter with sliced spring onions.',
  },
  {
    id: 'mise-beef-2',
    title: 'Slow Cooker Beef and Barley Stew',
    category: 'Beef',
    area: 'Irish',
    ingredients: [
      ['Stewing beef', '800g'],
      ['Pearl barley', '1/2 cup'],
      ['Carrots', '3'],
      ['Celery', '2 sticks'],
      ['Onion', '1 large'],
      ['Beef stock', '1.5 litres'],
      ['Tomato puree', '2 tbsp'],
      ['Thyme', '4 sprigs'],
      ['Plain flour', '2 tbsp'],
      ['Salt', 'to taste'],
    ],
    instructions:
      'STEP 1\r\nToss the beef in the flour and brown it in a hot pan.\r\nSTEP 2\r\nChop the carrots, celery and onion into chunks and put them in the slow cooker with the barley.\r\nSTEP 3\r\nAdd the beef, tomato puree, thyme and stock. Cook on low for 8 hours, until the beef falls apart. Season before serving.',
  },
  {
    id: 'mise-beef-3',
    title: 'Smoky Beef Chili with Black Beans',
    category: 'Beef',
    area: 'Mexican',
    tags: 'Spicy,Batch',
    ingredients: [
      ['Minced beef', '500g'],
      ['Black beans', '2 cans'],
      ['Chopped tomatoes', '400g'],
      ['Onion', '1'],
      ['Red pepper', '1'],
      ['Smoked paprika', '2 tsp'],
      ['Ground cumin', '1 1/2 tsp'],
      ['Chipotle paste', '1 tbsp'],
      ['Olive oil', '1 tbsp'],
      ['Lime', '1'],
    ],
    instructions:
      'Soften the diced onion and pepper in the oil for 8 minutes. Add the beef and break it up until browned all over. Stir in the paprika, cumin and chipotle paste and cook for a minute.\nAdd the tomatoes and the drained beans, then simmer uncovered for 40 minutes. Finish with a squeeze of lime.',
  },
  {
    id: 'mise-beef-4',
    title: 'Herby Meatballs in Tomato Sauce',
    category: 'Beef',
    area: 'Italian',
    ingredients: [
      ['Minced beef', '500g'],
      ['Breadcrumbs', '1/2 cup'],
      ['Egg', '1'],
      ['Parsley', 'small bunch'],
      ['Parmesan', '40g'],
      ['Passata', '700ml'],
      ['Garlic', '2 cloves'],
      ['Dried oregano', '1 tsp'],
      ['Olive oil', '2 tbsp'],
      ['Black pepper', 'pinch'],
    ],
    instructions:
      'Mix the beef, breadcrumbs, egg, chopped parsley and grated parmesan, then roll into 20 balls. Brown them in the oil and lift them out.\r\nFry the sliced garlic for a minute, add the passata and oregano and bring to a simmer. Return the meatballs and cook gently for 20 minutes.',
  },
  // Chicken
  {
    id: 'mise-chicken-1',
    title: 'Lemon and Thyme Tray Chicken',
    category: 'Chicken',
    area: 'British',
    tags: 'Traybake',
    ingredients: [
      ['Chicken thighs', '8'],
      ['Baby potatoes', '600g'],
      ['Lemon', '1'],
      ['Thyme', '6 sprigs'],
      ['Garlic', '1 bulb'],
      ['Olive oil', '3 tbsp'],
      ['Sea salt', '1 tsp'],
    ],
    instructions:
      'Heat the oven to 200C. Halve the potatoes and tip them into a roasting tin with the chicken, the halved garlic bulb and the lemon cut in wedges.\nDrizzle with oil, scatter over the thyme and salt, and roast for 45 minutes until the skin is crisp and golden.',
  },
  {
    id: 'mise-chicken-2',
    title: 'Coconut Chicken Curry',
    category: 'Chicken',
    area: 'Indian',
    tags: 'Curry',
    ingredients: [
      ['Chicken breast', '500g'],
      ['Coconut milk', '400ml'],
      ['Onion', '1'],
      ['Curry paste', '3 tbsp'],
      ['Spinach', '2 handfuls'],
      ['Vegetable oil', '1 tbsp'],
      ['Coriander', 'to serve'],
      ['Basmati rice', '1 1/2 cups'],
    ],
    instructions:
      'Cook the sliced onion in the oil until soft. Stir in the curry paste for a minute, then add the chicken cut into bite-size pieces.\nPour in the coconut milk and simmer for 15 minutes. Wilt in the spinach. Serve over the rice with coriander.',
  },
  {
    id: 'mise-chicken-3',
    title: 'Sticky Honey Garlic Drumsticks',
    category: 'Chicken',
    area: 'American',
    ingredients: [
      ['Chicken drumsticks', '10'],
      ['Honey', '4 tbsp'],
      ['Soy sauce', '3 tbsp'],
      ['Garlic', '4 cloves'],
      ['Rice vinegar', '1 tbsp'],
      ['Sesame seeds', '1 tsp'],
      ['Spring onion', '2'],
    ],
    instructions:
      'Whisk the honey, soy sauce, vinegar and crushed garlic in a bowl. Coat the drumsticks and leave for 30 minutes.\r\nBake at 190C for 40 minutes, turning and basting twice. Finish with sesame seeds and sliced spring onion.',
  },
  {
    id: 'mise-chicken-4',
    title: 'Chicken and Leek Pot Pie',
    category: 'Chicken',
    area: 'British',
    ingredients: [
      ['Cooked chicken', '400g'],
      ['Leeks', '2'],
      ['Butter', '30g'],
      ['Plain flour', '3 tbsp'],
      ['Chicken stock', '300ml'],
      ['Milk', '150ml'],
      ['Puff pastry', '1 sheet'],
      ['Egg', '1'],
      ['Dijon mustard', '1 tsp'],
    ],
    instructions:
      'Melt the butter and soften the sliced leeks for 10 minutes. Stir in the flour, then the stock and milk a little at a time until smooth and thick.\nAdd the chicken and mustard and spoon into a pie dish. Cover with the pastry, brush with beaten egg and bake at 200C for 25 minutes.',
  },
  // Dessert
  {
    id: 'mise-dessert-1',
    title: 'Brown Butter Blondies',
    category: 'Dessert',
    area: 'American',
    tags: 'Baking,Sweet',
    ingredients: [
      ['Butter', '170g'],
      ['Light brown sugar', '1 cup'],
      ['Eggs', '2'],
      ['Vanilla extract', '2 tsp'],
      ['Plain flour', '1 1/4 cups'],
      ['White chocolate', '100g'],
      ['Flaky salt', 'pinch'],
    ],
    instructions:
      'Melt the butter and keep cooking until it smells nutty and turns golden brown. Let it cool for 10 minutes.\nBeat in the sugar, eggs and vanilla, fold in the flour and chopped chocolate and spread in a lined 20cm tin.\nBake at 175C for 25 minutes. Sprinkle with flaky salt and cool before cutting.',
  },
  {
    id: 'mise-dessert-2',
    title: 'Baked Apples with Oat Crumble',
    category: 'Dessert',
    area: 'British',
    ingredients: [
      ['Apples', '4'],
      ['Rolled oats', '1/2 cup'],
      ['Butter', '40g'],
      ['Brown sugar', '3 tbsp'],
      ['Cinnamon', '1 tsp'],
      ['Raisins', '2 tbsp'],
    ],
    instructions:
      'Core the apples and score a line around their middles. Rub the oats, butter, sugar and cinnamon together and stir in the raisins.\nPack the crumble into the apples and heap the rest on top. Bake at 180C for 35 minutes until soft.',
  },
  {
    id: 'mise-dessert-3',
    title: 'Chocolate Pots with Orange',
    category: 'Dessert',
    area: 'French',
    ingredients: [
      ['Dark chocolate', '150g'],
      ['Double cream', '300ml'],
      ['Orange', '1'],
      ['Caster sugar', '1 tbsp'],
      ['Salt', 'pinch'],
    ],
    instructions:
      'Warm the cream with the sugar and the orange zest until it just steams. Pour it over the chopped chocolate and stir until smooth.\nDivide between four small glasses and chill for 3 hours. Serve with a few orange segments.',
  },
  {
    id: 'mise-dessert-4',
    title: 'Strawberry Shortcake Slices',
    category: 'Dessert',
    area: 'American',
    ingredients: [
      ['Self-raising flour', '2 cups'],
      ['Cold butter', '100g'],
      ['Sugar', '3 tbsp'],
      ['Milk', '3/4 cup'],
      ['Strawberries', '400g'],
      ['Whipping cream', '250ml'],
    ],
    instructions:
      'Rub the butter into the flour and sugar, then stir in the milk to make a soft dough. Press into a slab 2.5cm thick and bake at 210C for 15 minutes.\nSlice the strawberries and whip the cream. Split the cooled shortcake and fill with both.',
  },
  // Pasta
  {
    id: 'mise-pasta-1',
    title: 'Lemony Courgette Spaghetti',
    category: 'Pasta',
    area: 'Italian',
    tags: 'Quick',
    ingredients: [
      ['Spaghetti', '350g'],
      ['Courgettes', '2'],
      ['Lemon', '1'],
      ['Garlic', '2 cloves'],
      ['Parmesan', '50g'],
      ['Olive oil', '3 tbsp'],
      ['Chilli flakes', '1/2 tsp'],
    ],
    instructions:
      'Cook the spaghetti in well salted water. Meanwhile grate the courgettes and cook them in the oil with the garlic and chilli for 5 minutes.\nToss the drained pasta with the courgettes, the lemon zest and juice, a splash of the cooking water and the grated parmesan.',
  },
  {
    id: 'mise-pasta-2',
    title: 'Baked Sausage Rigatoni',
    category: 'Pasta',
    area: 'Italian',
    ingredients: [
      ['Rigatoni', '400g'],
      ['Pork sausages', '6'],
      ['Chopped tomatoes', '2 x 400g tins'],
      ['Mozzarella', '125g'],
      ['Fennel seeds', '1 tsp'],
      ['Red onion', '1'],
      ['Basil', 'handful'],
    ],
    instructions:
      'Squeeze the sausage meat from the skins and fry it with the onion and fennel seeds until browned. Add the tomatoes and simmer for 15 minutes.\nStir in the part-cooked rigatoni and the basil, tip into a baking dish and tear the mozzarella over. Bake at 200C for 20 minutes.',
  },
  {
    id: 'mise-pasta-3',
    title: 'Creamy Mushroom Orzo',
    category: 'Pasta',
    area: 'Italian',
    ingredients: [
      ['Orzo', '300g'],
      ['Chestnut mushrooms', '250g'],
      ['Vegetable stock', '800ml'],
      ['Shallots', '2'],
      ['Creme fraiche', '3 tbsp'],
      ['Butter', '25g'],
      ['Tarragon', '1 tbsp'],
    ],
    instructions:
      'Fry the sliced mushrooms in the butter until golden, add the chopped shallots and cook for 3 minutes.\nAdd the orzo and the stock, then simmer, stirring often, for 12 minutes until the liquid is absorbed. Stir through the creme fraiche and tarragon.',
  },
  {
    id: 'mise-pasta-4',
    title: 'Pesto Pasta Salad with Peas',
    category: 'Pasta',
    area: 'Italian',
    ingredients: [
      ['Fusilli', '300g'],
      ['Green pesto', '4 tbsp'],
      ['Frozen peas', '1 cup'],
      ['Cherry tomatoes', '200g'],
      ['Pine nuts', '2 tbsp'],
      ['Rocket', '2 handfuls'],
    ],
    instructions:
      'Boil the fusilli, adding the peas for the last 2 minutes, then drain and cool under the tap.\nToss with the pesto, halved tomatoes and rocket. Toast the pine nuts in a dry pan and scatter them on top.',
  },
  // Seafood
  {
    id: 'mise-seafood-1',
    title: 'Crispy Salmon with Green Beans',
    category: 'Seafood',
    area: 'French',
    ingredients: [
      ['Salmon fillets', '4'],
      ['Green beans', '300g'],
      ['Butter', '30g'],
      ['Capers', '1 tbsp'],
      ['Lemon', '1/2'],
      ['Olive oil', '1 tbsp'],
    ],
    instructions:
      'Pat the salmon dry and season the skin. Cook skin side down in the hot oil for 6 minutes without moving it, then turn for 1 minute.\nBlanch the beans for 3 minutes. Melt the butter with the capers and lemon juice and spoon it over the fish and beans.',
  },
  {
    id: 'mise-seafood-2',
    title: 'Garlic Prawn Linguine',
    category: 'Seafood',
    area: 'Italian',
    ingredients: [
      ['Linguine', '300g'],
      ['Raw king prawns', '250g'],
      ['Garlic', '4 cloves'],
      ['White wine', '100ml'],
      ['Parsley', '2 tbsp'],
      ['Butter', '25g'],
      ['Chilli', '1'],
    ],
    instructions:
      'Cook the linguine. Fry the sliced garlic and chilli in the butter for a minute, add the prawns and cook until pink.\nPour in the wine and let it bubble for 2 minutes, then toss with the pasta and parsley.',
  },
  {
    id: 'mise-seafood-3',
    title: 'Fish Tacos with Lime Slaw',
    category: 'Seafood',
    area: 'Mexican',
    ingredients: [
      ['White fish fillets', '400g'],
      ['Small tortillas', '8'],
      ['Red cabbage', '1/4'],
      ['Lime', '2'],
      ['Greek yogurt', '4 tbsp'],
      ['Chilli powder', '1 tsp'],
      ['Coriander', 'small bunch'],
    ],
    instructions:
      'Rub the fish with chilli powder and a pinch of salt, then grill for 4 minutes each side and flake it.\nShred the cabbage and toss it with the juice of one lime. Stir the remaining lime juice into the yogurt.\nFill the warm tortillas with fish, slaw, yogurt and coriander.',
  },
  {
    id: 'mise-seafood-4',
    title: 'Mussels in Cider and Cream',
    category: 'Seafood',
    area: 'French',
    ingredients: [
      ['Mussels', '1kg'],
      ['Dry cider', '200ml'],
      ['Shallots', '2'],
      ['Double cream', '100ml'],
      ['Butter', '20g'],
      ['Parsley', 'handful'],
      ['Crusty bread', 'to serve'],
    ],
    instructions:
      'Scrub the mussels and throw away any that stay open when tapped. Soften the shallots in the butter in a large pot.\nAdd the cider and mussels, cover and steam for 4 minutes, shaking the pot. Stir in the cream and parsley and serve with bread.',
  },
  // Vegetarian
  {
    id: 'mise-vegetarian-1',
    title: 'Halloumi and Roasted Pepper Wraps',
    category: 'Vegetarian',
    area: 'Greek',
    ingredients: [
      ['Halloumi', '250g'],
      ['Red peppers', '2'],
      ['Flatbreads', '4'],
      ['Hummus', '4 tbsp'],
      ['Cucumber', '1/2'],
      ['Mint', 'few leaves'],
    ],
    instructions:
      'Roast the sliced peppers at 200C for 20 minutes. Slice the halloumi and griddle it until marked on both sides.\nSpread the flatbreads with hummus, fill with peppers, halloumi, cucumber and mint, and roll up.',
  },
  {
    id: 'mise-vegetarian-2',
    title: 'Spinach and Ricotta Cannelloni',
    category: 'Vegetarian',
    area: 'Italian',
    ingredients: [
      ['Cannelloni tubes', '16'],
      ['Spinach', '500g'],
      ['Ricotta', '250g'],
      ['Nutmeg', 'grating'],
      ['Passata', '500ml'],
      ['Mozzarella', '125g'],
    ],
    instructions:
      'Wilt the spinach, squeeze out the water and chop it. Mix with the ricotta and a grating of nutmeg.\nPipe the filling into the tubes and lay them in a dish over half the passata. Cover with the rest and the torn mozzarella, then bake at 190C for 35 minutes.',
  },
  {
    id: 'mise-vegetarian-3',
    title: 'Cheesy Leek and Potato Gratin',
    category: 'Vegetarian',
    area: 'French',
    ingredients: [
      ['Potatoes', '1kg'],
      ['Leeks', '2'],
      ['Gruyere', '100g'],
      ['Double cream', '300ml'],
      ['Garlic', '1 clove'],
      ['Butter', 'knob'],
    ],
    instructions:
      'Slice the potatoes thinly and the leeks into rings. Rub a dish with the cut garlic and the butter.\nLayer the potatoes and leeks with most of the cheese, pour over the cream and top with the rest of the cheese. Bake at 180C for 1 hour.',
  },
  {
    id: 'mise-vegetarian-4',
    title: 'Sweetcorn Fritters with Avocado Salsa',
    category: 'Vegetarian',
    area: 'American',
    ingredients: [
      ['Sweetcorn', '2 cups'],
      ['Self-raising flour', '3/4 cup'],
      ['Eggs', '2'],
      ['Milk', '1/3 cup'],
      ['Avocado', '1'],
      ['Tomato', '1'],
      ['Lime', '1'],
      ['Oil', 'for frying'],
    ],
    instructions:
      'Whisk the eggs, milk and flour into a thick batter and stir in the corn. Fry spoonfuls in a little oil for 2 minutes each side.\nDice the avocado and tomato, dress with lime juice and spoon over the fritters.',
  },
  // Vegan
  {
    id: 'mise-vegan-1',
    title: 'Chickpea and Sweet Potato Traybake',
    category: 'Vegan',
    area: 'Moroccan',
    ingredients: [
      ['Sweet potatoes', '2'],
      ['Chickpeas', '400g can'],
      ['Red onion', '1'],
      ['Ras el hanout', '2 tsp'],
      ['Olive oil', '2 tbsp'],
      ['Tahini', '2 tbsp'],
      ['Lemon', '1/2'],
    ],
    instructions:
      'Cube the sweet potatoes and cut the onion in wedges. Toss with the drained chickpeas, the spice and the oil.\nRoast at 200C for 30 minutes. Thin the tahini with the lemon juice and a little water and drizzle it over.',
  },
  {
    id: 'mise-vegan-2',
    title: 'Peanut Noodle Bowls',
    category: 'Vegan',
    area: 'Thai',
    ingredients: [
      ['Rice noodles', '200g'],
      ['Smooth peanut butter', '3 tbsp'],
      ['Soy sauce', '2 tbsp'],
      ['Lime', '1'],
      ['Carrot', '1'],
      ['Edamame beans', '1 cup'],
      ['Maple syrup', '1 tsp'],
      ['Peanuts', '2 tbsp'],
    ],
    instructions:
      'Soak the noodles as the packet says. Whisk the peanut butter, soy sauce, lime juice and maple syrup with hot water until pourable.\nToss the noodles with the sauce, grated carrot and edamame. Top with chopped peanuts.',
  },
  {
    id: 'mise-vegan-3',
    title: 'Red Lentil Dal with Crispy Onions',
    category: 'Vegan',
    area: 'Indian',
    ingredients: [
      ['Red lentils', '1 cup'],
      ['Coconut milk', '200ml'],
      ['Onions', '2'],
      ['Turmeric', '1 tsp'],
      ['Cumin seeds', '1 tsp'],
      ['Garlic', '3 cloves'],
      ['Vegetable oil', '3 tbsp'],
      ['Salt', 'to taste'],
    ],
    instructions:
      'Rinse the lentils and simmer them with the turmeric and 3 cups of water for 20 minutes, then stir in the coconut milk.\nFry one sliced onion in 2 tbsp oil until deep brown and crisp.\nIn the rest of the oil, fry the cumin, garlic and the other onion, chopped, and stir into the dal. Top with the crispy onions.',
  },
  {
    id: 'mise-vegan-4',
    title: 'Black Bean Burgers',
    category: 'Vegan',
    area: 'American',
    ingredients: [
      ['Black beans', '2 x 400g cans'],
      ['Oats', '1/2 cup'],
      ['Smoked paprika', '1 tsp'],
      ['Tomato ketchup', '1 tbsp'],
      ['Burger buns', '4'],
      ['Lettuce', '4 leaves'],
    ],
    instructions:
      'Mash the drained beans roughly and mix with the oats, paprika and ketchup. Shape into 4 patties and chill for 20 minutes.\nFry for 4 minutes a side until crusted and serve in the buns with lettuce.',
  },
  // Breakfast
  {
    id: 'mise-breakfast-1',
    title: 'Fluffy Buttermilk Pancakes',
    category: 'Breakfast',
    area: 'American',
    ingredients: [
      ['Plain flour', '1 1/2 cups'],
      ['Buttermilk', '1 1/4 cups'],
      ['Egg', '1'],
      ['Baking powder', '2 tsp'],
      ['Sugar', '1 tbsp'],
      ['Melted butter', '3 tbsp'],
      ['Maple syrup', 'to serve'],
    ],
    instructions:
      'Whisk the flour, baking powder and sugar. Beat the buttermilk, egg and butter, then fold into the dry mix until just combined.\nCook ladlefuls on a medium griddle until bubbles pop on top, then flip. Serve stacked with syrup.',
  },
  {
    id: 'mise-breakfast-2',
    title: 'Shakshuka for Two',
    category: 'Breakfast',
    area: 'Tunisian',
    ingredients: [
      ['Eggs', '4'],
      ['Chopped tomatoes', '400g'],
      ['Red pepper', '1'],
      ['Onion', '1'],
      ['Cumin', '1 tsp'],
      ['Paprika', '1 tsp'],
      ['Feta', '50g'],
      ['Olive oil', '2 tbsp'],
    ],
    instructions:
      'Soften the onion and pepper in the oil for 10 minutes, add the spices, then the tomatoes, and simmer for 10 minutes.\nMake four hollows and crack in the eggs. Cover and cook for 6 minutes, until the whites are set. Crumble over the feta.',
  },
  {
    id: 'mise-breakfast-3',
    title: 'Overnight Oats with Berries',
    category: 'Breakfast',
    area: 'Swiss',
    ingredients: [
      ['Rolled oats', '1 cup'],
      ['Milk', '1 cup'],
      ['Natural yogurt', '1/2 cup'],
      ['Chia seeds', '1 tbsp'],
      ['Mixed berries', '1 cup'],
      ['Honey', '2 tsp'],
    ],
    instructions:
      'Stir the oats, milk, yogurt and chia seeds together and divide between two jars.\nChill overnight. In the morning top with the berries and a drizzle of honey.',
  },
  {
    id: 'mise-breakfast-4',
    title: 'Breakfast Burritos',
    category: 'Breakfast',
    area: 'Mexican',
    ingredients: [
      ['Large tortillas', '4'],
      ['Eggs', '6'],
      ['Cooked potatoes', '2'],
      ['Cheddar', '80g'],
      ['Salsa', '4 tbsp'],
      ['Butter', '1 tbsp'],
    ],
    instructions:
      'Dice the potatoes and fry them in the butter until crisp. Pour in the beaten eggs and stir gently until just set.\nDivide over the warm tortillas with the cheese and salsa, fold in the sides and roll up tightly.',
  },
  // Side
  {
    id: 'mise-side-1',
    title: 'Garlic Roast Potatoes',
    category: 'Side',
    area: 'British',
    ingredients: [
      ['Floury potatoes', '1.2kg'],
      ['Sunflower oil', '4 tbsp'],
      ['Garlic', '6 cloves'],
      ['Rosemary', '2 sprigs'],
      ['Salt', '1 tsp'],
    ],
    instructions:
      'Cut the potatoes into chunks and boil for 8 minutes. Drain and shake in the pan to rough up the edges.\nHeat the oil in a tin at 220C, add the potatoes, garlic and rosemary and roast for 50 minutes, turning once.',
  },
  {
    id: 'mise-side-2',
    title: 'Charred Corn with Chilli Butter',
    category: 'Side',
    area: 'Mexican',
    ingredients: [
      ['Corn cobs', '4'],
      ['Butter', '50g'],
      ['Chilli flakes', '1/2 tsp'],
      ['Lime', '1'],
      ['Coriander', '1 tbsp'],
    ],
    instructions:
      'Grill the cobs on a hot griddle, turning, for 10 minutes until charred in places.\nMash the butter with the chilli, lime zest and coriander and spread it over the hot corn.',
  },
  {
    id: 'mise-side-3',
    title: 'Sesame Green Beans',
    category: 'Side',
    area: 'Japanese',
    ingredients: [
      ['Green beans', '300g'],
      ['Sesame oil', '1 tsp'],
      ['Soy sauce', '1 tbsp'],
      ['Sesame seeds', '1 tbsp'],
    ],
    instructions:
      'Blanch the beans for 3 minutes and drain well. Toss them in a hot pan with the sesame oil and soy sauce for a minute.\nTip onto a plate and scatter with toasted sesame seeds.',
  },
  {
    id: 'mise-side-4',
    title: 'Herby Couscous Salad',
    category: 'Side',
    area: 'Moroccan',
    ingredients: [
      ['Couscous', '1 cup'],
      ['Boiling water', '1 cup'],
      ['Cucumber', '1/2'],
      ['Cherry tomatoes', '150g'],
      ['Mint', 'small bunch'],
      ['Parsley', 'small bunch'],
      ['Lemon', '1'],
      ['Olive oil', '2 tbsp'],
    ],
    instructions:
      'Pour the boiling water over the couscous, cover and leave for 5 minutes, then fluff with a fork.\nStir in the diced cucumber, halved tomatoes, chopped herbs, lemon juice and oil.',
  },
  // Soup
  {
    id: 'mise-soup-1',
    title: 'Roasted Tomato and Red Pepper Soup',
    category: 'Soup',
    area: 'Spanish',
    ingredients: [
      ['Tomatoes', '1kg'],
      ['Red peppers', '2'],
      ['Onion', '1'],
      ['Garlic', '3 cloves'],
      ['Vegetable stock', '500ml'],
      ['Olive oil', '2 tbsp'],
      ['Smoked paprika', '1/2 tsp'],
    ],
    instructions:
      'Roast the halved tomatoes, peppers, onion and garlic with the oil at 200C for 40 minutes.\nTip into a pan with the stock and paprika, simmer for 5 minutes and blend until smooth.',
  },
  {
    id: 'mise-soup-2',
    title: 'Chicken Noodle Broth',
    category: 'Soup',
    area: 'American',
    ingredients: [
      ['Chicken stock', '1.5 litres'],
      ['Chicken breast', '2'],
      ['Egg noodles', '150g'],
      ['Carrots', '2'],
      ['Celery', '2 sticks'],
      ['Dill', '1 tbsp'],
    ],
    instructions:
      'Simmer the chicken in the stock for 15 minutes, lift it out and shred it.\nAdd the sliced carrots and celery and cook for 8 minutes, then the noodles for 4 more. Return the chicken and stir in the dill.',
  },
  {
    id: 'mise-soup-3',
    title: 'Spiced Carrot and Lentil Soup',
    category: 'Soup',
    area: 'Indian',
    ingredients: [
      ['Carrots', '600g'],
      ['Red lentils', '1/2 cup'],
      ['Cumin seeds', '2 tsp'],
      ['Chilli flakes', 'pinch'],
      ['Vegetable stock', '1 litre'],
      ['Natural yogurt', 'to serve'],
    ],
    instructions:
      'Toast the cumin seeds and chilli in a dry pan until fragrant. Add the grated carrots, lentils and stock.\nSimmer for 15 minutes until the lentils are tender, then blend. Serve with a spoonful of yogurt.',
  },
  {
    id: 'mise-soup-4',
    title: 'French Onion Soup with Cheese Toasts',
    category: 'Soup',
    area: 'French',
    ingredients: [
      ['Onions', '1kg'],
      ['Butter', '50g'],
      ['Beef stock', '1.2 litres'],
      ['Plain flour', '1 tbsp'],
      ['Baguette', '1/2'],
      ['Gruyere', '100g'],
      ['Thyme', '2 sprigs'],
    ],
    instructions:
      'Cook the sliced onions in the butter over a low heat for 45 minutes, stirring now and then, until dark and sweet.\nStir in the flour, then the stock and thyme, and simmer for 20 minutes.\nTop bowls of soup with toasted baguette and grated cheese and grill until bubbling.',
  },
];

/** Each category's words (ours), in the order the list shows them. */
export const CATEGORIES: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Beef',
    description: 'Braises, stir-fries and meatballs: beef cooked fast and hot or long and slow.',
  },
  {
    name: 'Breakfast',
    description:
      'Pancakes, eggs and oats to start the day, most of them ready in under half an hour.',
  },
  { name: 'Chicken', description: 'Traybakes, curries and pies: the weeknight bird in many ways.' },
  {
    name: 'Dessert',
    description: 'Bakes, puddings and chilled pots for when the meal needs a sweet ending.',
  },
  { name: 'Pasta', description: 'Long, short and tiny shapes with quick sauces and oven bakes.' },
  {
    name: 'Seafood',
    description: 'Fish and shellfish, mostly quick to cook and light on the plate.',
  },
  { name: 'Side', description: 'Potatoes, greens and grains to round out a plate.' },
  { name: 'Soup', description: 'Smooth, brothy and chunky bowls, many of which freeze well.' },
  {
    name: 'Vegan',
    description: 'Plant-based meals with beans, lentils, noodles and roasted vegetables.',
  },
  {
    name: 'Vegetarian',
    description: 'Meat-free dishes with cheese, eggs and plenty of vegetables.',
  },
];
