/** What each demo trade sells, to whom, and what people ask it; prices are in local units. */

export interface DemoTrade {
  category: string;
  /** Second category some listings also carry. */
  extraCategory?: string;
  noun: string;
  nameWords: string[];
  nameSuffixes: string[];
  services: { name: string; price: number }[];
  audiences: string[];
  policy: 'retail' | 'booking' | 'food' | 'project';
  faqs: { q: string; a: string }[];
  /** Opening hours profile. */
  hours: 'shop' | 'office' | 'late' | 'early';
}

export const DEMO_TRADES: DemoTrade[] = [
  {
    category: 'bakery',
    extraCategory: 'cafe',
    noun: 'bakery',
    nameWords: ['Golden', 'Rye', 'Crumb', 'Hearth', 'Morning', 'Oven'],
    nameSuffixes: ['Bakery', 'Bakehouse', 'Bread Co.'],
    hours: 'early',
    policy: 'food',
    services: [
      { name: 'sourdough loaves', price: 6 },
      { name: 'croissants', price: 3 },
      { name: 'celebration cakes to order', price: 45 },
      { name: 'gluten-free bread on Fridays', price: 7 },
    ],
    audiences: ['neighbours buying daily bread', 'offices ordering breakfast platters', 'families ordering birthday cakes'],
    faqs: [
      {
        q: 'Do you take cake orders?',
        a: 'Celebration cakes can be ordered at the counter or by phone at least three days ahead.',
      },
      { q: 'Is there gluten-free bread?', a: 'A gluten-free loaf is baked every Friday in a separate batch.' },
    ],
  },
  {
    category: 'cafe',
    noun: 'café',
    nameWords: ['Corner', 'Bean', 'Little', 'Lantern', 'Copper', 'Brew'],
    nameSuffixes: ['Café', 'Coffee', 'Coffee House'],
    hours: 'early',
    policy: 'food',
    services: [
      { name: 'espresso drinks', price: 3 },
      { name: 'filter coffee', price: 3 },
      { name: 'breakfast plates', price: 11 },
      { name: 'coffee beans by the bag', price: 14 },
    ],
    audiences: ['remote workers looking for a quiet table', 'coffee lovers', 'people meeting friends for brunch'],
    faqs: [
      { q: 'Is there Wi-Fi?', a: 'Free Wi-Fi is available for guests; ask staff for the password.' },
      { q: 'Do you have plant milk?', a: 'Oat and soy milk are available for every drink at no extra charge.' },
    ],
  },
  {
    category: 'restaurant',
    extraCategory: 'events',
    noun: 'restaurant',
    nameWords: ['Olive', 'Saffron', 'Harbour', 'Juniper', 'Ember', 'Fig'],
    nameSuffixes: ['Kitchen', 'Bistro', 'Table', 'Trattoria'],
    hours: 'late',
    policy: 'food',
    services: [
      { name: 'a seasonal set lunch', price: 24 },
      { name: 'a tasting menu', price: 68 },
      { name: 'private dining for groups', price: 450 },
      { name: 'takeaway dinners', price: 18 },
    ],
    audiences: ['couples on a dinner date', 'groups celebrating', 'business lunches'],
    faqs: [
      {
        q: 'Do you cater for allergies?',
        a: 'Tell staff about allergies when booking; the kitchen lists the 14 major allergens for every dish.',
      },
      { q: 'Can I bring a large group?', a: 'Groups of up to 24 can book the private room by e-mail.' },
    ],
  },
  {
    category: 'bar',
    noun: 'bar',
    nameWords: ['Hoppy', 'Velvet', 'Anchor', 'Lamp', 'Barrel', 'Cellar'],
    nameSuffixes: ['Bar', 'Taproom', 'Wine Bar'],
    hours: 'late',
    policy: 'food',
    services: [
      { name: 'local craft beer on tap', price: 6 },
      { name: 'natural wine by the glass', price: 8 },
      { name: 'bar snacks', price: 7 },
    ],
    audiences: ['friends after work', 'beer enthusiasts', 'small private parties'],
    faqs: [{ q: 'Do you have a happy hour?', a: 'Happy hour runs on weekdays from 17:00 to 18:30.' }],
  },
  {
    category: 'florist',
    noun: 'florist',
    nameWords: ['Petal', 'Bloom', 'Wild', 'Poppy', 'Fern', 'Iris'],
    nameSuffixes: ['Florist', 'Flowers', 'Flower Studio'],
    hours: 'shop',
    policy: 'retail',
    services: [
      { name: 'hand-tied bouquets', price: 35 },
      { name: 'wedding flowers', price: 600 },
      { name: 'same-day local delivery', price: 9 },
      { name: 'potted plants', price: 20 },
    ],
    audiences: [
      'people sending flowers for birthdays and sympathy',
      'couples planning weddings',
      'offices wanting weekly flowers',
    ],
    faqs: [{ q: 'Do you deliver on the same day?', a: 'Orders placed before 13:00 are delivered the same day within the city.' }],
  },
  {
    category: 'bookstore',
    extraCategory: 'cafe',
    noun: 'bookshop',
    nameWords: ['Paper', 'Chapter', 'Owl', 'Margin', 'Lantern', 'Quill'],
    nameSuffixes: ['Books', 'Bookshop', 'Book Room'],
    hours: 'shop',
    policy: 'retail',
    services: [
      { name: 'new fiction and non-fiction', price: 18 },
      { name: 'second-hand books', price: 6 },
      { name: 'special orders', price: 0 },
      { name: "children's story hour", price: 0 },
    ],
    audiences: ['readers looking for recommendations', 'parents and children', 'book clubs'],
    faqs: [{ q: 'Can you order a book for me?', a: 'Any book in print can be ordered; most arrive within three working days.' }],
  },
  {
    category: 'hair-beauty',
    noun: 'hair salon',
    nameWords: ['Shear', 'Mane', 'Studio', 'Gloss', 'Fringe', 'Lotus'],
    nameSuffixes: ['Hair', 'Salon', 'Barbers'],
    hours: 'shop',
    policy: 'booking',
    services: [
      { name: "women's cut and blow-dry", price: 55 },
      { name: "men's cut", price: 30 },
      { name: 'colour and highlights', price: 90 },
      { name: 'beard trims', price: 15 },
    ],
    audiences: ['clients wanting a regular cut', 'people preparing for a wedding or event'],
    faqs: [
      { q: 'Do you take walk-ins?', a: 'Walk-ins are welcome when a chair is free; booking ahead is recommended on Saturdays.' },
    ],
  },
  {
    category: 'fitness',
    noun: 'fitness studio',
    nameWords: ['Core', 'Stride', 'Summit', 'Pulse', 'Flow', 'Iron'],
    nameSuffixes: ['Fitness', 'Yoga Studio', 'Gym'],
    hours: 'early',
    policy: 'booking',
    services: [
      { name: 'drop-in classes', price: 15 },
      { name: 'a monthly membership', price: 59 },
      { name: 'personal training sessions', price: 50 },
      { name: 'beginner yoga courses', price: 80 },
    ],
    audiences: ['beginners starting to exercise', 'experienced athletes', 'people returning after a break'],
    faqs: [
      { q: 'Is there a free trial?', a: 'Your first class is free when you book it online.' },
      { q: 'Do I need to bring a mat?', a: 'Mats and towels are provided in every class.' },
    ],
  },
  {
    category: 'dentist',
    noun: 'dental practice',
    nameWords: ['Bright', 'Smile', 'Pearl', 'Gentle', 'Harbour', 'Oak'],
    nameSuffixes: ['Dental', 'Dental Care', 'Dentistry'],
    hours: 'office',
    policy: 'booking',
    services: [
      { name: 'check-ups', price: 60 },
      { name: 'hygienist cleaning', price: 75 },
      { name: 'teeth whitening', price: 300 },
      { name: 'children’s dental care', price: 40 },
    ],
    audiences: ['families', 'nervous patients', 'people new to the area'],
    faqs: [{ q: 'Are you taking new patients?', a: 'New patients can register at reception or by phone.' }],
  },
  {
    category: 'veterinary',
    extraCategory: 'pet-services',
    noun: 'veterinary clinic',
    nameWords: ['Paws', 'Willow', 'Meadow', 'Whisker', 'Ark', 'Riverside'],
    nameSuffixes: ['Vets', 'Animal Clinic', 'Veterinary Care'],
    hours: 'office',
    policy: 'booking',
    services: [
      { name: 'vaccinations', price: 45 },
      { name: 'health checks', price: 50 },
      { name: 'dental care for pets', price: 180 },
      { name: 'microchipping', price: 30 },
    ],
    audiences: ['dog and cat owners', 'owners of rabbits and small pets'],
    faqs: [{ q: 'Which animals do you treat?', a: 'The clinic treats dogs, cats, rabbits and other small pets.' }],
  },
  {
    category: 'legal',
    noun: 'law firm',
    nameWords: ['Hart', 'Baxter', 'Linden', 'Stone', 'Carver', 'Marsh'],
    nameSuffixes: ['& Partners', 'Legal', 'Law'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'employment law advice', price: 180 },
      { name: 'property conveyancing', price: 900 },
      { name: 'wills and estates', price: 350 },
      { name: 'small business contracts', price: 400 },
    ],
    audiences: ['small businesses', 'people buying a home', 'employees with workplace questions'],
    faqs: [
      {
        q: 'Do you offer a first consultation?',
        a: 'A 20-minute introductory call is free; advice itself is given only after an engagement letter.',
      },
    ],
  },
  {
    category: 'accounting',
    noun: 'accounting firm',
    nameWords: ['Ledger', 'Balance', 'Clear', 'North', 'Summit', 'Tally'],
    nameSuffixes: ['Accountants', 'Tax Advisers', 'Bookkeeping'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'annual accounts', price: 800 },
      { name: 'personal tax returns', price: 250 },
      { name: 'monthly bookkeeping', price: 150 },
      { name: 'payroll', price: 90 },
    ],
    audiences: ['freelancers', 'small companies', 'start-ups'],
    faqs: [{ q: 'Do you work with freelancers?', a: 'Yes, many clients are freelancers and sole traders.' }],
  },
  {
    category: 'plumbing',
    noun: 'plumbing company',
    nameWords: ['Flow', 'Pipe', 'Copper', 'Aqua', 'Swift', 'Valve'],
    nameSuffixes: ['Plumbing', 'Plumbers', 'Heating & Plumbing'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'leak repairs', price: 90 },
      { name: 'boiler servicing', price: 110 },
      { name: 'bathroom installation', price: 4500 },
      { name: 'drain unblocking', price: 120 },
    ],
    audiences: ['homeowners', 'landlords', 'small shops'],
    faqs: [
      { q: 'Do you give quotes?', a: 'Quotes for installations are free after a visit; repairs are charged at the hourly rate.' },
    ],
  },
  {
    category: 'electrician',
    noun: 'electrical contractor',
    nameWords: ['Spark', 'Volt', 'Bright', 'Circuit', 'Ampere', 'Live'],
    nameSuffixes: ['Electrical', 'Electricians', 'Electric'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'rewiring', price: 3500 },
      { name: 'fault finding', price: 85 },
      { name: 'EV charger installation', price: 950 },
      { name: 'safety inspections', price: 150 },
    ],
    audiences: ['homeowners', 'landlords needing safety certificates', 'offices'],
    faqs: [
      {
        q: 'Are you certified?',
        a: 'All work is carried out by certified electricians and comes with a completion certificate.',
      },
    ],
  },
  {
    category: 'auto-repair',
    noun: 'garage',
    nameWords: ['Gear', 'Piston', 'Motor', 'Road', 'Torque', 'Wheel'],
    nameSuffixes: ['Garage', 'Auto Repair', 'Motors'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'annual services', price: 180 },
      { name: 'tyre fitting', price: 25 },
      { name: 'brake repairs', price: 220 },
      { name: 'diagnostics', price: 60 },
    ],
    audiences: ['drivers needing routine maintenance', 'small fleets'],
    faqs: [
      {
        q: 'Do you offer a courtesy car?',
        a: 'A courtesy car can be booked with a service, subject to availability on the day.',
      },
    ],
  },
  {
    category: 'hotel',
    extraCategory: 'travel',
    noun: 'guesthouse',
    nameWords: ['Harbour', 'Linden', 'Garden', 'Old Town', 'Riverside', 'Hill'],
    nameSuffixes: ['Guesthouse', 'Hotel', 'B&B'],
    hours: 'late',
    policy: 'booking',
    services: [
      { name: 'double rooms', price: 120 },
      { name: 'single rooms', price: 85 },
      { name: 'breakfast', price: 14 },
      { name: 'bike rental for guests', price: 15 },
    ],
    audiences: ['city-break travellers', 'business travellers', 'families'],
    faqs: [
      { q: 'What time is check-in?', a: 'Check-in is from 15:00 and check-out by 11:00.' },
      { q: 'Is breakfast included?', a: 'Breakfast can be added to any booking.' },
    ],
  },
  {
    category: 'education',
    noun: 'language school',
    nameWords: ['Bridge', 'Lingo', 'Open', 'Atlas', 'Word', 'Compass'],
    nameSuffixes: ['Language School', 'Academy', 'Tutors'],
    hours: 'office',
    policy: 'booking',
    services: [
      { name: 'group language courses', price: 240 },
      { name: 'private lessons', price: 45 },
      { name: 'exam preparation', price: 320 },
      { name: 'homework tutoring', price: 35 },
    ],
    audiences: ['adults learning a new language', 'students preparing for exams', 'newcomers to the country'],
    faqs: [{ q: 'Is there a placement test?', a: 'A short free placement test is taken before joining a group course.' }],
  },
  {
    category: 'it-services',
    extraCategory: 'marketing',
    noun: 'web studio',
    nameWords: ['Pixel', 'Byte', 'Signal', 'Cloud', 'Stack', 'Orbit'],
    nameSuffixes: ['Digital', 'Web Studio', 'IT Services'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'small business websites', price: 2400 },
      { name: 'IT support contracts', price: 199 },
      { name: 'laptop repair', price: 70 },
      { name: 'website audits', price: 300 },
    ],
    audiences: ['small businesses', 'shops going online', 'non-profits'],
    faqs: [
      {
        q: 'Do you maintain websites after launch?',
        a: 'Maintenance plans cover updates, backups and small changes each month.',
      },
    ],
  },
  {
    category: 'photography',
    noun: 'photography studio',
    nameWords: ['Lens', 'Frame', 'Light', 'Silver', 'Focus', 'Shutter'],
    nameSuffixes: ['Photography', 'Photo Studio', 'Pictures'],
    hours: 'office',
    policy: 'booking',
    services: [
      { name: 'portrait sessions', price: 150 },
      { name: 'wedding photography', price: 1800 },
      { name: 'product photography', price: 400 },
      { name: 'passport photos', price: 12 },
    ],
    audiences: ['couples', 'families', 'online shops'],
    faqs: [{ q: 'How soon do I get my photos?', a: 'Edited portrait photos are delivered within two weeks.' }],
  },
  {
    category: 'pet-services',
    noun: 'pet grooming salon',
    nameWords: ['Fluffy', 'Wag', 'Happy', 'Tails', 'Furry', 'Biscuit'],
    nameSuffixes: ['Pet Grooming', 'Pets', 'Dog Spa'],
    hours: 'shop',
    policy: 'booking',
    services: [
      { name: 'dog grooming', price: 45 },
      { name: 'nail clipping', price: 12 },
      { name: 'pet food and treats', price: 10 },
      { name: 'dog walking', price: 18 },
    ],
    audiences: ['dog owners', 'cat owners'],
    faqs: [
      { q: 'How long does a groom take?', a: 'A full groom takes between one and a half and three hours depending on the coat.' },
    ],
  },
  {
    category: 'cleaning',
    noun: 'cleaning company',
    nameWords: ['Sparkle', 'Fresh', 'Clean', 'Shine', 'Tidy', 'Mint'],
    nameSuffixes: ['Cleaning', 'Cleaners', 'Home Services'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'weekly home cleaning', price: 25 },
      { name: 'end-of-tenancy cleaning', price: 280 },
      { name: 'office cleaning', price: 30 },
      { name: 'window cleaning', price: 60 },
    ],
    audiences: ['busy households', 'landlords and tenants', 'small offices'],
    faqs: [{ q: 'Do I need to provide cleaning products?', a: 'Cleaners bring their own eco-friendly products and equipment.' }],
  },
  {
    category: 'bicycle',
    noun: 'bike shop',
    nameWords: ['Spoke', 'Chain', 'Pedal', 'Wheel', 'Velo', 'Cadence'],
    nameSuffixes: ['Bikes', 'Cycles', 'Bike Shop'],
    hours: 'shop',
    policy: 'retail',
    services: [
      { name: 'city bikes', price: 650 },
      { name: 'bike servicing', price: 75 },
      { name: 'puncture repair', price: 15 },
      { name: 'day rental', price: 20 },
    ],
    audiences: ['commuters', 'tourists exploring by bike', 'families'],
    faqs: [{ q: 'Can I rent a bike for a day?', a: 'City bikes can be rented by the day; bring a photo ID.' }],
  },
  {
    category: 'grocery',
    noun: 'delicatessen',
    nameWords: ['Market', 'Pantry', 'Harvest', 'Larder', 'Green', 'Provisions'],
    nameSuffixes: ['Deli', 'Grocer', 'Market'],
    hours: 'early',
    policy: 'retail',
    services: [
      { name: 'local cheeses', price: 8 },
      { name: 'organic vegetables', price: 4 },
      { name: 'gift hampers', price: 55 },
      { name: 'freshly made sandwiches', price: 7 },
    ],
    audiences: ['home cooks', 'people looking for gifts', 'lunchtime office workers'],
    faqs: [{ q: 'Do you make gift hampers?', a: 'Hampers are made to order; ask at least two days ahead.' }],
  },
  {
    category: 'clothing',
    noun: 'clothing boutique',
    nameWords: ['Thread', 'Linen', 'Indigo', 'Tailor', 'Loom', 'Stitch'],
    nameSuffixes: ['Boutique', 'Clothing', 'Store'],
    hours: 'shop',
    policy: 'retail',
    services: [
      { name: 'sustainable everyday clothing', price: 60 },
      { name: 'alterations', price: 20 },
      { name: 'locally made accessories', price: 30 },
    ],
    audiences: ['shoppers looking for sustainable fashion', 'people buying gifts'],
    faqs: [{ q: 'Do you do alterations?', a: 'Hems and small alterations are done in the shop within a week.' }],
  },
  {
    category: 'moving',
    noun: 'removals company',
    nameWords: ['Swift', 'Box', 'Carry', 'Go', 'Van', 'Relay'],
    nameSuffixes: ['Removals', 'Movers', 'Moving & Storage'],
    hours: 'office',
    policy: 'project',
    services: [
      { name: 'house moves', price: 650 },
      { name: 'man-and-van hire', price: 60 },
      { name: 'storage units', price: 90 },
      { name: 'packing materials', price: 25 },
    ],
    audiences: ['people moving home', 'students', 'small offices relocating'],
    faqs: [{ q: 'Do you provide boxes?', a: 'Boxes and packing tape can be delivered before moving day.' }],
  },
];

/** Policy texts by kind; `{currency}` is replaced by the local currency. */
export const POLICIES: Record<DemoTrade['policy'], string[]> = {
  retail: [
    'Unused items can be returned within 14 days with the receipt for a refund.',
    'Gift cards are valid for one year from purchase.',
  ],
  booking: [
    'Appointments can be cancelled free of charge up to 24 hours before the start.',
    'Missed appointments without notice may be charged in full.',
  ],
  food: [
    'Table reservations are held for 15 minutes after the booked time.',
    'Allergen information is available for every item on request.',
  ],
  project: [
    'Every job starts with a written quote; work begins only after the quote is accepted.',
    'Invoices are payable within 14 days of completion.',
  ],
};

export const HOURS: Record<DemoTrade['hours'], { days: string[]; opens: string; closes: string }[]> = {
  shop: [
    { days: ['tu', 'we', 'th', 'fr'], opens: '10:00', closes: '18:00' },
    { days: ['sa'], opens: '10:00', closes: '17:00' },
  ],
  office: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:30', closes: '17:30' }],
  late: [
    { days: ['we', 'th', 'fr', 'sa'], opens: '17:00', closes: '23:30' },
    { days: ['su'], opens: '12:00', closes: '22:00' },
  ],
  early: [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '07:00', closes: '16:00' },
    { days: ['sa', 'su'], opens: '08:00', closes: '15:00' },
  ],
};

export const SURNAMES = [
  'Jansen',
  'Müller',
  'Moreau',
  'García',
  'Silva',
  'Murphy',
  'Tanaka',
  'Okafor',
  'Lindqvist',
  'Rossi',
  'Patel',
  'Walsh',
  'Novak',
  'Kowalski',
  'Haddad',
  'Nguyen',
];
