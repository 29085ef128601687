/**
 * Artwork for the bundled meals, drawn by code: no photo of anyone's is copied, nothing is fetched.
 * A picture is deterministic from the meal's id and category: the category picks the palette and
 * the food on the plate, the id seeds where things sit, how they turn and which garnish is added.
 * Plain shapes only (circles, ellipses, a few paths), so each picture stays around 1–3 KB and sharp
 * at any size.
 */

interface Palette {
  /** Table, tablecloth stripe, plate rim, then the food's colours. */
  table: string;
  stripe: string;
  rim: string;
  food: readonly [string, string, string];
}

const PALETTES: Record<string, Palette> = {
  beef: {
    table: '#7a4b3a',
    stripe: '#8a5745',
    rim: '#efe6da',
    food: ['#6b2f1f', '#c96a5a', '#3f7d3a'],
  },
  chicken: {
    table: '#e3b86a',
    stripe: '#ebc57f',
    rim: '#fffaf0',
    food: ['#d98a2b', '#f4d9a8', '#4e8a3e'],
  },
  pasta: {
    table: '#a33b32',
    stripe: '#b54a40',
    rim: '#fff8ee',
    food: ['#f1c65a', '#c8321f', '#3d8b3d'],
  },
  seafood: {
    table: '#2f6f8f',
    stripe: '#3b7f9f',
    rim: '#f4f8fb',
    food: ['#f08a5d', '#f7e27a', '#2f8a5a'],
  },
  vegetarian: {
    table: '#5f8f4e',
    stripe: '#6d9e5b',
    rim: '#fbfaf2',
    food: ['#e0452f', '#f2b134', '#3f8f3a'],
  },
  vegan: {
    table: '#3f6f5a',
    stripe: '#4b7d67',
    rim: '#f6f4ea',
    food: ['#8cc152', '#f5a623', '#b2415a'],
  },
  dessert: {
    table: '#c98aa5',
    stripe: '#d497b1',
    rim: '#fffafc',
    food: ['#7a3e2a', '#f6e3c4', '#c81d4e'],
  },
  breakfast: {
    table: '#f0c987',
    stripe: '#f5d49b',
    rim: '#ffffff',
    food: ['#fefefe', '#f7b32b', '#c98b4b'],
  },
  side: {
    table: '#8c7a5b',
    stripe: '#998867',
    rim: '#faf6ec',
    food: ['#e8b94a', '#f3dfa2', '#4f8f3f'],
  },
  soup: {
    table: '#4a5d7a',
    stripe: '#566a88',
    rim: '#f7f3ea',
    food: ['#d9772b', '#f4e1c1', '#3f8a3f'],
  },
};
const FALLBACK = PALETTES.vegetarian!;

/** A small seeded generator (mulberry32) over the FNV-1a hash of the id. */
function seeded(id: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  let a = h;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rand: Rand, lo: number, hi: number) => r1(lo + rand() * (hi - lo));

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, turn = 0) =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${
    turn ? ` transform="rotate(${Math.round(turn)} ${r1(x)} ${r1(y)})"` : ''
  }/>`;

/** A leaf or herb sprig: a narrow ellipse, turned. */
const leaf = (rand: Rand, x: number, y: number, color: string) =>
  ellipse(x, y, between(rand, 7, 11), between(rand, 3, 4.5), color, between(rand, 0, 180));

/** The food on the plate, centred on (200, 150), by category. */
const FOOD: Record<string, (rand: Rand, p: Palette) => string> = {
  beef(rand, { food: [dark, inner, green] }) {
    let s = '';
    for (let i = 0; i < 3; i += 1) {
      const x = 165 + i * 32 + between(rand, -4, 4);
      const y = 150 + between(rand, -8, 8);
      const turn = between(rand, -25, 25);
      s += ellipse(x, y, 30, 44, dark, turn) + ellipse(x, y, 21, 33, inner, turn);
    }
    return s + leaf(rand, 245, 110, green) + leaf(rand, 150, 195, green);
  },
  chicken(rand, { food: [skin, bone, green] }) {
    let s = '';
    for (let i = 0; i < 2; i += 1) {
      const x = 170 + i * 45;
      const y = 135 + i * 30 + between(rand, -6, 6);
      const turn = between(rand, -30, 30) + i * 25;
      // The bone first, so the meat covers its near end.
      s +=
        `<g transform="rotate(${Math.round(turn)} ${x} ${y})">` +
        `<rect x="${x + 20}" y="${y - 5}" width="38" height="10" rx="5" fill="${bone}"/>` +
        circle(x + 58, y - 6, 7, bone) +
        circle(x + 58, y + 6, 7, bone) +
        ellipse(x, y, 38, 26, skin) +
        ellipse(x - 8, y - 8, 14, 7, 'rgba(255,255,255,.25)') +
        '</g>';
    }
    return (
      s + leaf(rand, 150, 195, green) + leaf(rand, 250, 100, green) + leaf(rand, 262, 120, green)
    );
  },
  pasta(rand, { food: [noodle, sauce, basil] }) {
    let s = `<g fill="none" stroke="${noodle}" stroke-width="5" stroke-linecap="round">`;
    for (let i = 0; i < 7; i += 1) {
      const r = 22 + i * 8;
      const start = between(rand, 0, 6.28);
      const x1 = 200 + r * Math.cos(start);
      const y1 = 150 + r * Math.sin(start);
      const x2 = 200 + r * Math.cos(start + 4);
      const y2 = 150 + r * Math.sin(start + 4);
      s += `<path d="M${r1(x1)} ${r1(y1)}A${r} ${r} 0 1 1 ${r1(x2)} ${r1(y2)}"/>`;
    }
    s += '</g>' + circle(200, 150, 30, sauce);
    return s + leaf(rand, 192, 140, basil) + leaf(rand, 210, 158, basil);
  },
  seafood(rand, { food: [fish, lemon, herb] }) {
    const y = 150 + between(rand, -6, 6);
    let s = `<path d="M130 ${y}Q190 ${y - 48} 250 ${y}Q190 ${y + 48} 130 ${y}Z" fill="${fish}"/>`;
    s += `<path d="M246 ${y}L282 ${y - 24}L276 ${y}L282 ${y + 24}Z" fill="${fish}"/>`;
    s += circle(150, y - 6, 4, '#33302c');
    s += circle(240, 200, 20, lemon) + circle(240, 200, 14, '#fff6c7');
    return s + leaf(rand, 175, 105, herb) + leaf(rand, 200, 100, herb);
  },
  vegetarian(rand, { food: [red, yellow, green] }) {
    let s = '';
    const colors = [red, yellow, green];
    for (let i = 0; i < 9; i += 1) {
      const angle = (i / 9) * 6.28 + between(rand, -0.2, 0.2);
      const d = between(rand, 30, 70);
      s += circle(
        200 + d * Math.cos(angle),
        150 + d * Math.sin(angle),
        between(rand, 12, 20),
        colors[i % 3]!,
      );
    }
    return s + circle(200, 150, 20, yellow) + leaf(rand, 200, 150, green);
  },
  vegan(rand, { food: [green, orange, berry] }) {
    const colors = [green, orange, berry, '#e9d8a6'];
    const start = between(rand, 0, 6.28);
    let s = '';
    for (let i = 0; i < 4; i += 1) {
      const a1 = start + (i * Math.PI) / 2;
      const a2 = a1 + Math.PI / 2;
      s += `<path d="M200 150L${r1(200 + 78 * Math.cos(a1))} ${r1(150 + 78 * Math.sin(a1))}A78 78 0 0 1 ${r1(200 + 78 * Math.cos(a2))} ${r1(150 + 78 * Math.sin(a2))}Z" fill="${colors[i]}"/>`;
    }
    return s + circle(200, 150, 18, '#fdf6e3') + leaf(rand, 200, 150, green);
  },
  dessert(rand, { food: [filling, cream, berry] }) {
    // A tart from above: crust, filling, a ring of cream and berries turned by the id.
    let s = circle(200, 150, 78, '#d9a55b') + circle(200, 150, 66, filling);
    const start = between(rand, 0, 6.28);
    for (let i = 0; i < 8; i += 1) {
      const angle = start + (i / 8) * 6.28;
      const x = 200 + 48 * Math.cos(angle);
      const y = 150 + 48 * Math.sin(angle);
      s += circle(x, y, 9, cream) + circle(x + 2, y - 2, 5, berry);
    }
    return s + circle(200, 150, 14, cream) + leaf(rand, 205, 146, '#3f8a3f');
  },
  breakfast(rand, { food: [white, yolk, toast] }) {
    const tx = 235 + between(rand, -5, 5);
    let s = `<rect x="${tx - 30}" y="105" width="62" height="70" rx="14" fill="${toast}" transform="rotate(${Math.round(between(rand, -15, 15))} ${tx} 140)"/>`;
    // The white on a white plate needs its edge drawn.
    s += `<path d="M120 150Q125 110 165 115Q205 118 200 155Q195 195 155 190Q118 188 120 150Z" fill="${white}" stroke="#e6d9bf" stroke-width="3"/>`;
    return s + circle(162, 152, 16, yolk) + leaf(rand, 240, 200, '#4e8a3e');
  },
  side(rand, { food: [wedge, light, herb] }) {
    let s = '';
    for (let i = 0; i < 8; i += 1) {
      const angle = (i / 8) * 6.28 + between(rand, -0.3, 0.3);
      const d = between(rand, 25, 60);
      s += ellipse(
        200 + d * Math.cos(angle),
        150 + d * Math.sin(angle),
        20,
        10,
        i % 2 ? wedge : light,
        between(rand, 0, 180),
      );
    }
    return s + leaf(rand, 185, 140, herb) + leaf(rand, 220, 165, herb);
  },
  soup(rand, { food: [broth, cream, herb] }) {
    let s = circle(200, 150, 82, '#ffffff') + circle(200, 150, 70, broth);
    const turn = Math.round(between(rand, 0, 360));
    s += `<path d="M170 150Q185 120 205 140T235 145" fill="none" stroke="${cream}" stroke-width="6" stroke-linecap="round" transform="rotate(${turn} 200 150)"/>`;
    for (let i = 0; i < 5; i += 1)
      s += circle(
        200 + between(rand, -45, 45),
        150 + between(rand, -45, 45),
        between(rand, 2.5, 4),
        herb,
      );
    return s;
  },
};

/** The picture of a bundled meal: SVG text, `400×300`, scaled by the browser to any card size. */
export function drawMeal(id: string, category: string): string {
  const key = category.trim().toLowerCase();
  const palette = PALETTES[key] ?? FALLBACK;
  const rand = seeded(id);
  const food = (FOOD[key] ?? FOOD.vegetarian!)(rand, palette);
  // Tablecloth stripes, at an angle picked by the id, so neighbouring cards differ.
  const turn = Math.round(between(rand, -30, 30));
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${-100 + i * 110}" y="-100" width="40" height="500" fill="${palette.stripe}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">` +
    `<rect width="400" height="300" fill="${palette.table}"/>` +
    `<g transform="rotate(${turn} 200 150)">${stripes}</g>` +
    ellipse(206, 160, 122, 118, 'rgba(0,0,0,.18)') +
    circle(200, 150, 120, palette.rim) +
    circle(
      200,
      150,
      96,
      '#ffffff',
      ` stroke="${palette.stripe}" stroke-opacity=".25" stroke-width="2"`,
    ) +
    food +
    '</svg>'
  );
}

/** A category's thumbnail: its food, drawn from the category's own name. */
export const drawCategory = (category: string) => drawMeal(`category-${category}`, category);
