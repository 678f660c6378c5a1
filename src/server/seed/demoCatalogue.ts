/** Demo catalogue: service groups with prices in cents and durations in minutes. */
export type DemoService = { name: string; priceCents: number; duration: number; cleaning: number; numberTechnician?: number };
export type DemoGroup = { name: string; services: DemoService[] };

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Hair',
    services: [
      { name: "Women's haircut", priceCents: 6500, duration: 45, cleaning: 10 },
      { name: "Men's haircut", priceCents: 3500, duration: 30, cleaning: 5 },
      { name: 'Blow-dry', priceCents: 4000, duration: 30, cleaning: 5 },
      { name: 'Root colour', priceCents: 9500, duration: 75, cleaning: 10 },
      { name: 'Highlights', priceCents: 15000, duration: 120, cleaning: 10 },
      { name: 'Balayage', priceCents: 19000, duration: 150, cleaning: 15 },
    ],
  },
  {
    name: 'Nails',
    services: [
      { name: 'Classic manicure', priceCents: 3000, duration: 30, cleaning: 5 },
      { name: 'Gel manicure', priceCents: 4500, duration: 45, cleaning: 5 },
      { name: 'Classic pedicure', priceCents: 4500, duration: 45, cleaning: 10 },
      { name: 'Spa pedicure', priceCents: 6000, duration: 60, cleaning: 10 },
      { name: 'Acrylic full set', priceCents: 6500, duration: 75, cleaning: 10 },
      { name: 'Nail art (per set)', priceCents: 1500, duration: 15, cleaning: 0 },
    ],
  },
  {
    name: 'Skin care',
    services: [
      { name: 'Classic facial', priceCents: 8500, duration: 60, cleaning: 10 },
      { name: 'Hydrating facial', priceCents: 11000, duration: 75, cleaning: 10 },
      { name: 'Microdermabrasion', priceCents: 13000, duration: 60, cleaning: 15 },
      { name: 'Chemical peel', priceCents: 9500, duration: 45, cleaning: 10 },
    ],
  },
  {
    name: 'Waxing',
    services: [
      { name: 'Eyebrow wax', priceCents: 1500, duration: 15, cleaning: 0 },
      { name: 'Lip wax', priceCents: 1000, duration: 15, cleaning: 0 },
      { name: 'Underarm wax', priceCents: 2000, duration: 15, cleaning: 5 },
      { name: 'Bikini wax', priceCents: 4500, duration: 30, cleaning: 5 },
      { name: 'Full leg wax', priceCents: 7000, duration: 45, cleaning: 10 },
    ],
  },
  {
    name: 'Massage',
    services: [
      { name: 'Swedish massage 60 min', priceCents: 9500, duration: 60, cleaning: 15 },
      { name: 'Deep tissue 60 min', priceCents: 11000, duration: 60, cleaning: 15 },
      { name: 'Hot stone 90 min', priceCents: 15000, duration: 90, cleaning: 15 },
      { name: 'Couples massage 60 min', priceCents: 20000, duration: 60, cleaning: 15, numberTechnician: 2 },
    ],
  },
  {
    name: 'Lashes & brows',
    services: [
      { name: 'Lash lift', priceCents: 7500, duration: 45, cleaning: 5 },
      { name: 'Brow tint', priceCents: 2500, duration: 15, cleaning: 5 },
      { name: 'Lash extensions', priceCents: 16000, duration: 120, cleaning: 10 },
    ],
  },
];

export const FIRST_NAMES = [
  'Olivia', 'Emma', 'Charlotte', 'Amelia', 'Sophia', 'Mia', 'Chloe', 'Zoe', 'Maya', 'Aria',
  'Noah', 'Liam', 'Lucas', 'Ethan', 'Nathan', 'Leo', 'Gabriel', 'Samuel', 'Adam', 'Owen',
  'Camille', 'Léa', 'Manon', 'Juliette', 'Rosalie', 'Félix', 'Antoine', 'Mathis', 'Élise', 'Florence',
  'Priya', 'Aisha', 'Mei', 'Hana', 'Linh', 'Sofia', 'Isabella', 'Nora', 'Layla', 'Ava',
];

export const LAST_NAMES = [
  'Smith', 'Brown', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Gagnon', 'Johnson', 'Taylor',
  'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger',
  'Lee', 'Chen', 'Wong', 'Nguyen', 'Tran', 'Patel', 'Singh', 'Khan', 'Ali', 'Kim',
  'Campbell', 'Anderson', 'Leblanc', 'Thompson', 'White', 'Scott', 'Young', 'Hall', 'Clark', 'Lewis',
];

export const TECHNICIAN_NAMES = {
  DT: ['Anna', 'Bella', 'Chloe', 'Daniel', 'Emily', 'Fiona', 'Grace', 'Hannah', 'Ivy', 'Jason'],
  PL: ['Amélie', 'Benoît', 'Camille', 'Élodie', 'Gabrielle', 'Julien', 'Léa', 'Manon', 'Noémie', 'Sophie'],
  LN: ['Lily', 'Mai', 'Thu', 'Vy'],
} as const;

export const MALE_TECHNICIANS = new Set(['Daniel', 'Jason', 'Benoît', 'Julien']);
