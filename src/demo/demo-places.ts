/** Countries and cities the demo businesses are placed in (real places, fictional businesses). */

export interface DemoCity {
  name: string;
  region: string;
  lat: number;
  lon: number;
}

export interface DemoCountry {
  code: string;
  currency: string;
  phonePrefix: string;
  languages: string[];
  languageNames: string;
  streets: string[];
  cities: DemoCity[];
}

export const DEMO_COUNTRIES: DemoCountry[] = [
  {
    code: 'NL',
    currency: '€',
    phonePrefix: '+31 20 555',
    languages: ['nl', 'en'],
    languageNames: 'Dutch and English',
    streets: ['Prinsengracht', 'Kerkstraat', 'Haarlemmerdijk', 'Oudegracht'],
    cities: [
      { name: 'Amsterdam', region: 'North Holland', lat: 52.3676, lon: 4.9041 },
      { name: 'Utrecht', region: 'Utrecht', lat: 52.0907, lon: 5.1214 },
      { name: 'Rotterdam', region: 'South Holland', lat: 51.9244, lon: 4.4777 },
    ],
  },
  {
    code: 'DE',
    currency: '€',
    phonePrefix: '+49 30 555',
    languages: ['de', 'en'],
    languageNames: 'German and English',
    streets: ['Bergmannstraße', 'Hauptstraße', 'Schillerstraße', 'Lindenallee'],
    cities: [
      { name: 'Berlin', region: 'Berlin', lat: 52.52, lon: 13.405 },
      { name: 'Munich', region: 'Bavaria', lat: 48.1351, lon: 11.582 },
      { name: 'Hamburg', region: 'Hamburg', lat: 53.5511, lon: 9.9937 },
    ],
  },
  {
    code: 'FR',
    currency: '€',
    phonePrefix: '+33 1 55',
    languages: ['fr', 'en'],
    languageNames: 'French and English',
    streets: ['Rue de la République', 'Rue des Martyrs', 'Avenue Jean Jaurès', 'Rue du Commerce'],
    cities: [
      { name: 'Paris', region: 'Île-de-France', lat: 48.8566, lon: 2.3522 },
      { name: 'Lyon', region: 'Auvergne-Rhône-Alpes', lat: 45.764, lon: 4.8357 },
      { name: 'Bordeaux', region: 'Nouvelle-Aquitaine', lat: 44.8378, lon: -0.5792 },
    ],
  },
  {
    code: 'ES',
    currency: '€',
    phonePrefix: '+34 91 555',
    languages: ['es', 'en'],
    languageNames: 'Spanish and English',
    streets: ['Calle Mayor', 'Calle de Alcalá', 'Carrer de Verdi', 'Calle Real'],
    cities: [
      { name: 'Madrid', region: 'Community of Madrid', lat: 40.4168, lon: -3.7038 },
      { name: 'Barcelona', region: 'Catalonia', lat: 41.3874, lon: 2.1686 },
      { name: 'Valencia', region: 'Valencian Community', lat: 39.4699, lon: -0.3763 },
    ],
  },
  {
    code: 'PT',
    currency: '€',
    phonePrefix: '+351 21 555',
    languages: ['pt', 'en'],
    languageNames: 'Portuguese and English',
    streets: ['Rua Augusta', 'Rua de Santa Catarina', 'Avenida da Liberdade'],
    cities: [
      { name: 'Lisbon', region: 'Lisbon', lat: 38.7223, lon: -9.1393 },
      { name: 'Porto', region: 'Porto', lat: 41.1579, lon: -8.6291 },
    ],
  },
  {
    code: 'GB',
    currency: '£',
    phonePrefix: '+44 20 7946',
    languages: ['en'],
    languageNames: 'English',
    streets: ['High Street', 'Church Road', 'Mill Lane', 'Station Road'],
    cities: [
      { name: 'London', region: 'England', lat: 51.5072, lon: -0.1276 },
      { name: 'Manchester', region: 'England', lat: 53.4808, lon: -2.2426 },
      { name: 'Edinburgh', region: 'Scotland', lat: 55.9533, lon: -3.1883 },
    ],
  },
  {
    code: 'IE',
    currency: '€',
    phonePrefix: '+353 1 555',
    languages: ['en', 'ga'],
    languageNames: 'English and Irish',
    streets: ['Grafton Street', 'Main Street', 'Shop Street'],
    cities: [
      { name: 'Dublin', region: 'Leinster', lat: 53.3498, lon: -6.2603 },
      { name: 'Galway', region: 'Connacht', lat: 53.2707, lon: -9.0568 },
    ],
  },
  {
    code: 'US',
    currency: '$',
    phonePrefix: '+1 415 555',
    languages: ['en', 'es'],
    languageNames: 'English and Spanish',
    streets: ['Main Street', 'Valencia Street', 'Oak Avenue', 'Market Street'],
    cities: [
      { name: 'San Francisco', region: 'California', lat: 37.7749, lon: -122.4194 },
      { name: 'Austin', region: 'Texas', lat: 30.2672, lon: -97.7431 },
      { name: 'Portland', region: 'Oregon', lat: 45.5152, lon: -122.6784 },
      { name: 'Chicago', region: 'Illinois', lat: 41.8781, lon: -87.6298 },
    ],
  },
  {
    code: 'CA',
    currency: 'CA$',
    phonePrefix: '+1 604 555',
    languages: ['en', 'fr'],
    languageNames: 'English and French',
    streets: ['Granville Street', 'Rue Saint-Denis', 'Queen Street West'],
    cities: [
      { name: 'Vancouver', region: 'British Columbia', lat: 49.2827, lon: -123.1207 },
      { name: 'Montréal', region: 'Quebec', lat: 45.5019, lon: -73.5674 },
      { name: 'Toronto', region: 'Ontario', lat: 43.6532, lon: -79.3832 },
    ],
  },
  {
    code: 'MX',
    currency: 'MX$',
    phonePrefix: '+52 55 5555',
    languages: ['es'],
    languageNames: 'Spanish',
    streets: ['Avenida Álvaro Obregón', 'Calle Madero', 'Avenida Juárez'],
    cities: [
      { name: 'Mexico City', region: 'CDMX', lat: 19.4326, lon: -99.1332 },
      { name: 'Guadalajara', region: 'Jalisco', lat: 20.6597, lon: -103.3496 },
    ],
  },
  {
    code: 'BR',
    currency: 'R$',
    phonePrefix: '+55 11 5555',
    languages: ['pt'],
    languageNames: 'Portuguese',
    streets: ['Rua Augusta', 'Avenida Paulista', 'Rua Oscar Freire'],
    cities: [
      { name: 'São Paulo', region: 'São Paulo', lat: -23.5505, lon: -46.6333 },
      { name: 'Rio de Janeiro', region: 'Rio de Janeiro', lat: -22.9068, lon: -43.1729 },
    ],
  },
  {
    code: 'AR',
    currency: 'AR$',
    phonePrefix: '+54 11 5555',
    languages: ['es'],
    languageNames: 'Spanish',
    streets: ['Avenida Corrientes', 'Calle Florida', 'Calle Defensa'],
    cities: [{ name: 'Buenos Aires', region: 'Buenos Aires', lat: -34.6037, lon: -58.3816 }],
  },
  {
    code: 'JP',
    currency: '¥',
    phonePrefix: '+81 3 5555',
    languages: ['ja', 'en'],
    languageNames: 'Japanese and English',
    streets: ['Omotesando', 'Nakamise-dori', 'Shijo-dori'],
    cities: [
      { name: 'Tokyo', region: 'Tokyo', lat: 35.6762, lon: 139.6503 },
      { name: 'Kyoto', region: 'Kyoto', lat: 35.0116, lon: 135.7681 },
      { name: 'Osaka', region: 'Osaka', lat: 34.6937, lon: 135.5023 },
    ],
  },
  {
    code: 'AU',
    currency: 'A$',
    phonePrefix: '+61 2 5550',
    languages: ['en'],
    languageNames: 'English',
    streets: ['George Street', 'King Street', 'Brunswick Street'],
    cities: [
      { name: 'Sydney', region: 'New South Wales', lat: -33.8688, lon: 151.2093 },
      { name: 'Melbourne', region: 'Victoria', lat: -37.8136, lon: 144.9631 },
    ],
  },
  {
    code: 'NZ',
    currency: 'NZ$',
    phonePrefix: '+64 9 555',
    languages: ['en', 'mi'],
    languageNames: 'English and te reo Māori',
    streets: ['Queen Street', 'Cuba Street', 'Ponsonby Road'],
    cities: [
      { name: 'Auckland', region: 'Auckland', lat: -36.8485, lon: 174.7633 },
      { name: 'Wellington', region: 'Wellington', lat: -41.2866, lon: 174.7756 },
    ],
  },
  {
    code: 'ZA',
    currency: 'R',
    phonePrefix: '+27 21 555',
    languages: ['en', 'af'],
    languageNames: 'English and Afrikaans',
    streets: ['Long Street', 'Bree Street', 'Vilakazi Street'],
    cities: [
      { name: 'Cape Town', region: 'Western Cape', lat: -33.9249, lon: 18.4241 },
      { name: 'Johannesburg', region: 'Gauteng', lat: -26.2041, lon: 28.0473 },
    ],
  },
  {
    code: 'KE',
    currency: 'KSh',
    phonePrefix: '+254 20 555',
    languages: ['en', 'sw'],
    languageNames: 'English and Swahili',
    streets: ['Moi Avenue', 'Kenyatta Avenue', 'Ngong Road'],
    cities: [{ name: 'Nairobi', region: 'Nairobi', lat: -1.2921, lon: 36.8219 }],
  },
  {
    code: 'IN',
    currency: '₹',
    phonePrefix: '+91 80 5555',
    languages: ['en', 'hi'],
    languageNames: 'English and Hindi',
    streets: ['MG Road', 'Linking Road', 'Park Street'],
    cities: [
      { name: 'Bengaluru', region: 'Karnataka', lat: 12.9716, lon: 77.5946 },
      { name: 'Mumbai', region: 'Maharashtra', lat: 19.076, lon: 72.8777 },
    ],
  },
  {
    code: 'SE',
    currency: 'SEK ',
    phonePrefix: '+46 8 555',
    languages: ['sv', 'en'],
    languageNames: 'Swedish and English',
    streets: ['Drottninggatan', 'Götgatan', 'Storgatan'],
    cities: [
      { name: 'Stockholm', region: 'Stockholm', lat: 59.3293, lon: 18.0686 },
      { name: 'Göteborg', region: 'Västra Götaland', lat: 57.7089, lon: 11.9746 },
    ],
  },
  {
    code: 'IT',
    currency: '€',
    phonePrefix: '+39 06 555',
    languages: ['it', 'en'],
    languageNames: 'Italian and English',
    streets: ['Via del Corso', 'Via Roma', 'Via Garibaldi'],
    cities: [
      { name: 'Rome', region: 'Lazio', lat: 41.9028, lon: 12.4964 },
      { name: 'Milan', region: 'Lombardy', lat: 45.4642, lon: 9.19 },
      { name: 'Bologna', region: 'Emilia-Romagna', lat: 44.4949, lon: 11.3426 },
    ],
  },
];
