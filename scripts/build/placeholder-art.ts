/**
 * Stand-in food photos, drawn as SVG (1200×800): a plate on a wooden table with the dish
 * sketched on it and a wordless "stand-in" mark (a camera in a corner badge). They carry no
 * words, so the same picture serves every language (the dish's name is its alt text). They
 * are replaced by real photos with the same file names (see README, "Pictures").
 */

type Rand = () => number;

function seeded(text: string): Rand {
  let seed = 0;
  for (const ch of text) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

const DEFS = `
<defs>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#6a3a1d"/><stop offset=".5" stop-color="#82502b"/><stop offset="1" stop-color="#5a3018"/>
  </linearGradient>
  <radialGradient id="plate" cx=".5" cy=".45" r=".6">
    <stop offset="0" stop-color="#fffdf8"/><stop offset=".72" stop-color="#f6efe2"/><stop offset=".86" stop-color="#e8dcc8"/><stop offset="1" stop-color="#fbf6ec"/>
  </radialGradient>
  <radialGradient id="vignette" cx=".5" cy=".5" r=".75">
    <stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/>
  </radialGradient>
  <linearGradient id="meat" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#8c4a24"/><stop offset=".45" stop-color="#6b3418"/><stop offset="1" stop-color="#4a220e"/>
  </linearGradient>
  <radialGradient id="patty" cx=".45" cy=".4" r=".65">
    <stop offset="0" stop-color="#8a4724"/><stop offset=".7" stop-color="#64301a"/><stop offset="1" stop-color="#45200d"/>
  </radialGradient>
  <linearGradient id="bread" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f1d29c"/><stop offset=".6" stop-color="#dcaa62"/><stop offset="1" stop-color="#b9803d"/>
  </linearGradient>
  <linearGradient id="crumb" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#e7b75f"/><stop offset=".6" stop-color="#c98a35"/><stop offset="1" stop-color="#a96a24"/>
  </linearGradient>
  <linearGradient id="fry" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#f7d77a"/><stop offset="1" stop-color="#e0a943"/>
  </linearGradient>
  <linearGradient id="tortilla" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f0cf8a"/><stop offset=".7" stop-color="#d49b4c"/><stop offset="1" stop-color="#b47a33"/>
  </linearGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="blur4" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
</defs>`;

function table(rand: Rand): string {
  const grain = Array.from({ length: 26 }, () => {
    const y = rand() * 800;
    const amp = 4 + rand() * 10;
    return `<path d="M0 ${f(y)} C300 ${f(y - amp)} 600 ${f(y + amp)} 1200 ${f(y - amp / 2)}" stroke="#3d1f0c" stroke-opacity="${f(0.08 + rand() * 0.12)}" stroke-width="${f(1 + rand() * 3)}" fill="none"/>`;
  }).join("");
  const seams = [190, 410, 630].map((y) => `<rect y="${y}" width="1200" height="5" fill="#2e170a" opacity=".55"/>`).join("");
  return `<rect width="1200" height="800" fill="url(#wood)"/>${grain}${seams}`;
}

function plate(cx = 600, cy = 420, rx = 430, ry = 300): string {
  return (
    `<ellipse cx="${cx + 14}" cy="${cy + 26}" rx="${rx}" ry="${ry}" fill="#1a0c04" opacity=".5" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#plate)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.8}" ry="${ry * 0.8}" fill="none" stroke="#e2d4bd" stroke-width="3" opacity=".8"/>`
  );
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(cx + 6)}" cy="${f(cy + 10)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3b2410" opacity=".28" filter="url(#blur4)"/>`;
}

function lepinja(cx: number, cy: number, w: number, h: number, rand: Rand): string {
  const bloom = Array.from(
    { length: 7 },
    () =>
      `<ellipse cx="${f(cx - w / 2 + 40 + rand() * (w - 80))}" cy="${f(cy - h / 2 + 25 + rand() * (h - 50))}" rx="${f(14 + rand() * 26)}" ry="${f(8 + rand() * 12)}" fill="#f8e2b5" opacity=".55"/>`,
  ).join("");
  return (
    shadow(cx, cy, w / 2, h / 2) +
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${w}" height="${h}" rx="${f(h / 2.4)}" fill="url(#bread)"/>` +
    bloom
  );
}

function cevap(x: number, y: number, angle: number, len = 150, thick = 40): string {
  const marks = [0.25, 0.5, 0.75]
    .map(
      (t) =>
        `<path d="M${f(x + len * t - 8)} ${f(y + 4)} l16 ${thick - 8}" stroke="#2b1306" stroke-width="7" stroke-linecap="round" opacity=".75"/>`,
    )
    .join("");
  return (
    `<g transform="rotate(${f(angle)} ${f(x + len / 2)} ${f(y + thick / 2)})">` +
    `<rect x="${f(x + 4)}" y="${f(y + 8)}" width="${len}" height="${thick}" rx="${thick / 2}" fill="#2a1408" opacity=".35" filter="url(#blur4)"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${len}" height="${thick}" rx="${thick / 2}" fill="url(#meat)"/>` +
    marks +
    `<rect x="${f(x + 14)}" y="${f(y + 7)}" width="${len - 28}" height="5" rx="2.5" fill="#c07a45" opacity=".6"/>` +
    `</g>`
  );
}

function onion(cx: number, cy: number, spread: number, count: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const x = cx + (rand() - 0.5) * spread;
    const y = cy + (rand() - 0.5) * spread * 0.55;
    const s = 9 + rand() * 10;
    const fill = rand() > 0.35 ? "#fbf7fb" : "#e8cfe6";
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * 0.8)}" rx="3" transform="rotate(${f(rand() * 90)} ${f(x)} ${f(y)})" fill="${fill}" stroke="#d9c3d6" stroke-width="1"/>`;
  }).join("");
}

function dollop(cx: number, cy: number, r: number, fill: string, rand: Rand, edge = "#e9dcc0"): string {
  const points = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const rr = r * (0.82 + rand() * 0.3);
    return `${f(cx + Math.cos(a) * rr)},${f(cy + Math.sin(a) * rr * 0.8)}`;
  });
  return (
    shadow(cx, cy, r, r * 0.7) +
    `<polygon points="${points.join(" ")}" fill="${fill}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>` +
    `<ellipse cx="${f(cx - r * 0.25)}" cy="${f(cy - r * 0.25)}" rx="${f(r * 0.35)}" ry="${f(r * 0.18)}" fill="#fff" opacity=".6"/>`
  );
}

function patty(cx: number, cy: number, r: number, rand: Rand): string {
  const points = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * Math.PI * 2;
    const rr = r * (0.94 + rand() * 0.1);
    return `${f(cx + Math.cos(a) * rr)},${f(cy + Math.sin(a) * rr * 0.82)}`;
  });
  const marks = [-0.45, -0.15, 0.15, 0.45]
    .map(
      (t) =>
        `<path d="M${f(cx - r * 0.75)} ${f(cy + r * t - 30)} L${f(cx + r * 0.75)} ${f(cy + r * t + 30)}" stroke="#2b1306" stroke-width="10" stroke-linecap="round" opacity=".55"/>`,
    )
    .join("");
  const clip = `pc${Math.round(cx)}${Math.round(cy)}`;
  return (
    shadow(cx, cy, r, r * 0.82) +
    `<clipPath id="${clip}"><polygon points="${points.join(" ")}"/></clipPath>` +
    `<polygon points="${points.join(" ")}" fill="url(#patty)"/>` +
    `<g clip-path="url(#${clip})">${marks}</g>` +
    `<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.35)}" ry="${f(r * 0.12)}" fill="#b0673a" opacity=".45"/>`
  );
}

function cheese(cx: number, cy: number, r: number): string {
  return (
    `<path d="M${cx - r} ${cy - r * 0.3} Q${cx - r * 0.4} ${cy - r * 0.7} ${cx + r * 0.2} ${cy - r * 0.45} T${cx + r} ${cy - r * 0.1} ` +
    `Q${cx + r * 0.9} ${cy + r * 0.4} ${cx + r * 0.55} ${cy + r * 0.35} Q${cx + r * 0.4} ${cy + r * 0.75} ${cx + r * 0.15} ${cy + r * 0.3} ` +
    `Q${cx - r * 0.2} ${cy + r * 0.55} ${cx - r * 0.45} ${cy + r * 0.25} Q${cx - r * 0.9} ${cy + r * 0.3} ${cx - r} ${cy - r * 0.3}Z" fill="#f3c445" stroke="#dca331" stroke-width="3"/>`
  );
}

function fries(x: number, y: number, count: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const px = x + (rand() - 0.5) * 170;
    const py = y + (rand() - 0.5) * 110;
    const len = 80 + rand() * 60;
    return `<g transform="rotate(${f(-60 + rand() * 120)} ${f(px)} ${f(py)})"><rect x="${f(px)}" y="${f(py)}" width="${f(len)}" height="17" rx="5" fill="url(#fry)" stroke="#c99432" stroke-width="1.5"/></g>`;
  }).join("");
}

function lemon(cx: number, cy: number): string {
  return (
    shadow(cx, cy, 50, 30) +
    `<path d="M${cx - 55} ${cy} A55 40 0 0 0 ${cx + 55} ${cy} Z" fill="#f6d64a" stroke="#e0b52c" stroke-width="5"/>` +
    [-30, 0, 30].map((dx) => `<path d="M${cx} ${cy + 2} L${cx + dx} ${cy + 30}" stroke="#fbeaa0" stroke-width="4"/>`).join("")
  );
}

function leaves(cx: number, cy: number, count: number, spread: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const x = cx + (rand() - 0.5) * spread;
    const y = cy + (rand() - 0.5) * spread * 0.6;
    const s = 26 + rand() * 26;
    const fill = ["#5c9a2e", "#78b13d", "#4d8526"][Math.floor(rand() * 3)];
    return `<path d="M${f(x)} ${f(y)} q${f(s * 0.6)} ${f(-s * 0.6)} ${f(s)} 0 q${f(-s * 0.4)} ${f(s * 0.6)} ${f(-s)} 0Z" transform="rotate(${f(rand() * 360)} ${f(x)} ${f(y)})" fill="${fill}"/>`;
  }).join("");
}

function specks(cx: number, cy: number, spread: number, count: number, fill: string, rand: Rand, size = 4): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${f(cx + (rand() - 0.5) * spread)}" cy="${f(cy + (rand() - 0.5) * spread * 0.6)}" r="${f(size * (0.6 + rand() * 0.8))}" fill="${fill}"/>`,
  ).join("");
}

function schnitzel(cx: number, cy: number, w: number, h: number, rand: Rand): string {
  const points = Array.from({ length: 22 }, (_, i) => {
    const a = (i / 22) * Math.PI * 2;
    const rr = 0.86 + rand() * 0.2;
    return `${f(cx + Math.cos(a) * (w / 2) * rr)},${f(cy + Math.sin(a) * (h / 2) * rr)}`;
  });
  return (
    shadow(cx, cy, w / 2, h / 2) +
    `<polygon points="${points.join(" ")}" fill="url(#crumb)" stroke="#a4682a" stroke-width="4" stroke-linejoin="round"/>` +
    specks(cx, cy, w * 0.8, 60, "#f2cd7e", rand, 4) +
    specks(cx, cy, w * 0.8, 30, "#9a5c22", rand, 3)
  );
}

function sauce(cx: number, cy: number, rx: number, ry: number, fill: string, rand: Rand): string {
  const points = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    const rr = 0.85 + rand() * 0.25;
    return `${f(cx + Math.cos(a) * rx * rr)},${f(cy + Math.sin(a) * ry * rr)}`;
  });
  return `<polygon points="${points.join(" ")}" fill="${fill}" stroke-linejoin="round" stroke="${fill}" stroke-width="18"/>`;
}

function mushrooms(cx: number, cy: number, count: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const x = cx + (rand() - 0.5) * 260;
    const y = cy + (rand() - 0.5) * 120;
    return `<g transform="rotate(${f(rand() * 360)} ${f(x)} ${f(y)})"><path d="M${f(x - 22)} ${f(y)} a22 18 0 0 1 44 0 z" fill="#e9d6b4" stroke="#8a5a32" stroke-width="4"/><rect x="${f(x - 7)}" y="${f(y)}" width="14" height="16" rx="4" fill="#e3cba4" stroke="#8a5a32" stroke-width="3"/></g>`;
  }).join("");
}

function rice(cx: number, cy: number, rx: number, ry: number, rand: Rand): string {
  const grains = Array.from({ length: 140 }, () => {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="3" transform="rotate(${f(rand() * 180)} ${f(x)} ${f(y)})" fill="#fffdf6" stroke="#e4dccb" stroke-width="1"/>`;
  }).join("");
  return shadow(cx, cy, rx, ry) + `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#f5f0e3"/>` + grains;
}

function roll(cx: number, cy: number, w: number, h: number, angle: number, fill: string, rand: Rand): string {
  const spots = Array.from(
    { length: 9 },
    () =>
      `<ellipse cx="${f(cx - w / 2 + 30 + rand() * (w - 60))}" cy="${f(cy - h / 2 + 14 + rand() * (h - 28))}" rx="${f(8 + rand() * 12)}" ry="${f(5 + rand() * 6)}" fill="#a8621f" opacity=".45"/>`,
  ).join("");
  return `<g transform="rotate(${angle} ${cx} ${cy})">${shadow(cx, cy, w / 2, h / 2)}<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" stroke="#b07a35" stroke-width="3"/>${spots}</g>`;
}

function ramekin(cx: number, cy: number, r: number, fill: string, rand: Rand, dots = "#ffffff"): string {
  return (
    `<ellipse cx="${cx + 8}" cy="${cy + 14}" rx="${r}" ry="${r * 0.8}" fill="#1a0c04" opacity=".35" filter="url(#blur4)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.8}" fill="#f4efe6" stroke="#d8ccb8" stroke-width="4"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.78}" ry="${r * 0.6}" fill="${fill}"/>` +
    specks(cx, cy, r * 1.1, 10, dots, rand, 3)
  );
}

function burger(cx: number, cy: number, rand: Rand): string {
  const seeds = Array.from({ length: 16 }, () => {
    const x = cx - 150 + rand() * 300;
    const y = cy - 175 + rand() * 60;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="3.5" transform="rotate(${f(rand() * 60 - 30)} ${f(x)} ${f(y)})" fill="#fff6dc"/>`;
  }).join("");
  return (
    shadow(cx, cy + 120, 220, 40) +
    `<rect x="${cx - 200}" y="${cy + 70}" width="400" height="70" rx="30" fill="url(#bread)"/>` +
    `<path d="M${cx - 215} ${cy + 55} q25 -30 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 v20 h-450z" fill="#6fae3a"/>` +
    `<rect x="${cx - 210}" y="${cy - 5}" width="420" height="70" rx="28" fill="url(#patty)"/>` +
    `<path d="M${cx - 205} ${cy - 10} h410 l-30 60 -25 -30 -40 55 -30 -45 -45 40 -40 -50 -50 45 -30 -40 -40 50 -30 -45z" fill="#f3c445"/>` +
    `<rect x="${cx - 190}" y="${cy - 40}" width="380" height="34" rx="12" fill="#c9372c"/>` +
    `<path d="M${cx - 200} ${cy - 40} C${cx - 200} ${cy - 230} ${cx + 200} ${cy - 230} ${cx + 200} ${cy - 40}Z" fill="url(#bread)"/>` +
    `<path d="M${cx - 120} ${cy - 150} q60 -40 140 -20" stroke="#f9e6bd" stroke-width="16" stroke-linecap="round" fill="none" opacity=".6"/>` +
    seeds
  );
}

function skewer(x: number, y: number, angle: number, rand: Rand): string {
  const cubes = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${x + 20 + i * 52}" y="${y - 22}" width="46" height="44" rx="12" fill="${rand() > 0.5 ? "#7a3c1c" : "#8d4a25"}" stroke="#4a220e" stroke-width="3"/>`,
  ).join("");
  return `<g transform="rotate(${angle} ${x} ${y})">${shadow(x + 150, y, 150, 26)}<rect x="${x - 30}" y="${y - 4}" width="340" height="8" rx="4" fill="#c9a46b"/>${cubes}</g>`;
}

function chips(cx: number, cy: number, count: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const x = cx + (rand() - 0.5) * 520;
    const y = cy + (rand() - 0.5) * 300;
    const s = 60 + rand() * 40;
    return `<g transform="rotate(${f(rand() * 360)} ${f(x)} ${f(y)})"><path d="M${f(x)} ${f(y - s * 0.6)} L${f(x + s * 0.55)} ${f(y + s * 0.4)} L${f(x - s * 0.55)} ${f(y + s * 0.4)}Z" fill="#f0c455" stroke="#d49a32" stroke-width="3" stroke-linejoin="round"/></g>`;
  }).join("");
}

function pepperRings(cx: number, cy: number, count: number, rand: Rand): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${f(cx + (rand() - 0.5) * 360)}" cy="${f(cy + (rand() - 0.5) * 200)}" r="13" fill="none" stroke="#3f8a2a" stroke-width="6"/>`,
  ).join("");
}

function tomatoWedges(cx: number, cy: number, count: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const x = cx + (rand() - 0.5) * 420;
    const y = cy + (rand() - 0.5) * 230;
    return `<g transform="rotate(${f(rand() * 360)} ${f(x)} ${f(y)})"><path d="M${f(x - 40)} ${f(y)} A40 34 0 0 0 ${f(x + 40)} ${f(y)}Z" fill="#d83b26" stroke="#a82616" stroke-width="3"/><path d="M${f(x - 26)} ${f(y + 4)} A26 20 0 0 0 ${f(x + 26)} ${f(y + 4)}" fill="#f08a63"/></g>`;
  }).join("");
}

function cucumbers(cx: number, cy: number, count: number, rand: Rand): string {
  return Array.from({ length: count }, () => {
    const x = cx + (rand() - 0.5) * 420;
    const y = cy + (rand() - 0.5) * 230;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="30" ry="26" fill="#e8f2c8" stroke="#3f7a25" stroke-width="6"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="12" ry="10" fill="#cfe3a0"/>`;
  }).join("");
}

function pancakes(cx: number, cy: number, rand: Rand): string {
  const rolls = [-70, 0, 70].map((dy, i) => roll(cx - 40, cy + dy, 480, 78, -8 + i * 4, "#efcf8e", rand)).join("");
  const drizzle = `<path d="M${cx - 300} ${cy - 60} C${cx - 200} ${cy - 160} ${cx - 140} ${cy + 120} ${cx - 40} ${cy - 40} S${cx + 120} ${cy + 130} ${cx + 200} ${cy - 50}" stroke="#4a230f" stroke-width="16" stroke-linecap="round" fill="none"/>`;
  const scoops = [0, 1]
    .map((i) => `<circle cx="${cx + 230 + i * 60}" cy="${cy + 90 - i * 70}" r="62" fill="#fbf3de" stroke="#eadcb8" stroke-width="4"/>`)
    .join("");
  return rolls + drizzle + scoops + leaves(cx + 270, cy + 20, 3, 60, rand);
}

type Dish = (rand: Rand) => string;

const DISHES: Record<string, Dish> = {
  cevapi: (rand) =>
    lepinja(560, 430, 640, 360, rand) +
    Array.from({ length: 10 }, (_, i) => cevap(228 + i * 50, 405 + (rand() - 0.5) * 24, 86 + rand() * 8, 190, 42)).join("") +
    onion(890, 470, 170, 26, rand) +
    dollop(880, 330, 62, "#fff8e8", rand),
  pleskavica: (rand) => lepinja(600, 430, 560, 340, rand) + patty(590, 420, 210, rand) + onion(860, 520, 150, 22, rand),
  "pleskavica-sir": (rand) =>
    lepinja(600, 430, 560, 340, rand) + patty(590, 420, 210, rand) + cheese(590, 420, 170) + onion(860, 540, 140, 18, rand),
  "pleskavica-kajmak": (rand) =>
    lepinja(600, 430, 560, 340, rand) + patty(590, 420, 210, rand) + dollop(600, 400, 95, "#fff8e8", rand) + onion(870, 530, 140, 18, rand),
  "mesano-meso": (rand) =>
    patty(420, 360, 130, rand) +
    skewer(520, 300, 12, rand) +
    Array.from({ length: 4 }, (_, i) => cevap(380 + i * 85, 470, 84, 150, 40)).join("") +
    dollop(820, 520, 60, "#d9542c", rand, "#b63d1c") +
    onion(760, 420, 120, 16, rand),
  "dunajski-zrezek": (rand) =>
    schnitzel(540, 420, 470, 320, rand) + lemon(800, 320) + fries(820, 520, 12, rand) + leaves(380, 560, 4, 80, rand),
  "zrezek-gobova-omaka": (rand) =>
    `<ellipse cx="520" cy="430" rx="230" ry="160" fill="url(#patty)"/>` +
    sauce(540, 430, 200, 120, "#a57442", rand) +
    mushrooms(540, 430, 9, rand) +
    fries(830, 460, 11, rand) +
    specks(540, 430, 300, 30, "#3f7a25", rand, 3),
  "zrezek-smetanova-omaka": (rand) =>
    rice(810, 430, 160, 120, rand) +
    `<ellipse cx="470" cy="430" rx="220" ry="150" fill="url(#patty)"/>` +
    sauce(480, 430, 190, 115, "#f1e2c0", rand) +
    specks(480, 430, 280, 40, "#4d8526", rand, 3),
  "ocvrt-sir": (rand) =>
    [0, 1]
      .map(
        (i) =>
          `<g>${shadow(470 + i * 70, 380 + i * 110, 170, 70)}<rect x="${300 + i * 70}" y="${320 + i * 110}" width="340" height="130" rx="34" fill="url(#crumb)" stroke="#a4682a" stroke-width="4"/></g>`,
      )
      .join("") +
    specks(500, 440, 360, 60, "#f2cd7e", rand, 4) +
    ramekin(850, 330, 75, "#f6f1df", rand, "#6f9f3a") +
    fries(840, 540, 10, rand),
  chimichanga: (rand) =>
    rice(810, 520, 150, 95, rand) +
    leaves(820, 320, 9, 180, rand) +
    roll(480, 430, 470, 170, -12, "url(#tortilla)", rand) +
    dollop(560, 400, 44, "#fff8e8", rand) +
    ramekin(300, 600, 62, "#c8361f", rand, "#f2e9c9"),
  enchilada: (rand) =>
    [0, 1].map((i) => roll(580, 360 + i * 150, 560, 130, -4, "url(#tortilla)", rand)).join("") +
    sauce(580, 440, 250, 150, "#b8321c", rand) +
    `<path d="M360 400 C460 360 520 470 620 420 S760 380 820 450" stroke="#f3d27a" stroke-width="26" stroke-linecap="round" fill="none"/>` +
    specks(580, 440, 420, 46, "#4d8526", rand, 5) +
    dollop(720, 500, 46, "#fff8e8", rand),
  nachos: (rand) =>
    chips(600, 430, 22, rand) +
    `<path d="M380 380 C470 330 560 470 660 380 S820 420 860 370" stroke="#f5cf4a" stroke-width="22" stroke-linecap="round" fill="none"/>` +
    dollop(620, 440, 80, "#86ad3f", rand, "#5f8a26") +
    specks(600, 430, 500, 30, "#c8361f", rand, 7) +
    pepperRings(600, 430, 9, rand),
  "hisni-burger": (rand) => burger(520, 470, rand) + fries(880, 470, 14, rand),
  "sopska-solata": (rand) =>
    tomatoWedges(600, 430, 11, rand) +
    cucumbers(600, 430, 9, rand) +
    Array.from(
      { length: 7 },
      () =>
        `<rect x="${f(380 + rand() * 400)}" y="${f(320 + rand() * 200)}" width="70" height="16" rx="8" fill="#6aa23a" transform="rotate(${f(rand() * 180)} 600 430)"/>`,
    ).join("") +
    specks(600, 420, 420, 220, "#fffdf8", rand, 6) +
    specks(600, 420, 420, 60, "#f1ece1", rand, 5),
  palacinke: (rand) => pancakes(560, 420, rand),
};

/** The placeholder's SVG: no text at all, so that no language is burnt into the picture. */
export function placeholderSvg(file: string): string {
  const dish = DISHES[file];
  if (!dish) throw new Error(`No placeholder drawing for "${file}"`);
  const rand = seeded(file);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${DEFS}` +
    table(rand) +
    plate() +
    dish(rand) +
    `<rect width="1200" height="800" fill="url(#vignette)"/>` +
    `<rect x="1064" y="36" width="100" height="64" rx="20" fill="#fffaf3" opacity=".9"/>` +
    `<g fill="none" stroke="#5a200b" stroke-width="5" stroke-linejoin="round">` +
    `<path d="M1088 56h14l6-8h12l6 8h14v32h-52z"/><circle cx="1114" cy="72" r="9"/></g>` +
    `</svg>`
  );
}
