import { between, digits, letters, pick } from './random.ts';

/**
 * The six countries the consultancy recruits from, with names, birth cities and the shapes of
 * their phone numbers, passports and national ids. Everything is made up; the shapes are the
 * real ones so the desk looks as it will in use. `serial` (seven digits, unique in a run) is what
 * makes a passport number unique.
 */
export interface Nationality {
  /** Saved as both the nationality and the issuing country, as the desk saves them (ADR 020). */
  country: string;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  cities: readonly string[];
  /** Digits only, with the country code, as the phone field stores them. */
  phone(): string;
  passport(serial: string): string;
  nationalId(dob: string, sex: 'Male' | 'Female'): string;
}

const grouped = (...parts: string[]) => parts.join('-');

export const NATIONALITIES: readonly Nationality[] = [
  {
    country: 'Nepal',
    male: ['Ram', 'Bikash', 'Prakash', 'Suman', 'Rajesh', 'Dipak', 'Sanjay', 'Anil', 'Krishna', 'Binod', 'Hari', 'Santosh'],
    female: ['Anita', 'Sita', 'Sunita', 'Gita', 'Sabina', 'Kamala', 'Laxmi', 'Puja', 'Sarita', 'Manisha'],
    surnames: ['Sharma', 'Thapa', 'Gurung', 'Tamang', 'Shrestha', 'Rai', 'Magar', 'Adhikari', 'Karki', 'Poudel', 'Bhandari', 'Limbu'],
    cities: ['Kathmandu', 'Pokhara', 'Biratnagar', 'Lalitpur', 'Bharatpur', 'Birgunj', 'Dharan', 'Butwal', 'Hetauda', 'Nepalgunj'],
    phone: () => `977${pick(['984', '985', '986', '980', '981', '982', '974', '976'])}${digits(7)}`,
    passport: (serial) => `PA${serial}`,
    nationalId: () => grouped(String(between(1, 77)).padStart(2, '0'), `0${between(1, 5)}`, String(between(70, 80)), digits(5)),
  },
  {
    country: 'Bangladesh',
    male: ['Mohammad', 'Abdul', 'Rahim', 'Karim', 'Rafiq', 'Tanvir', 'Shakil', 'Jahid', 'Mizanur', 'Sohel'],
    female: ['Fatema', 'Ayesha', 'Nasrin', 'Shirin', 'Sumaiya', 'Rokeya', 'Taslima', 'Farzana'],
    surnames: ['Hossain', 'Rahman', 'Islam', 'Ahmed', 'Akter', 'Uddin', 'Chowdhury', 'Begum', 'Khan', 'Sarkar', 'Miah'],
    cities: ['Dhaka', 'Chattogram', 'Khulna', 'Rajshahi', 'Sylhet', 'Barishal', 'Rangpur', 'Cumilla', 'Mymensingh', 'Gazipur'],
    phone: () => `8801${between(3, 9)}${digits(8)}`,
    passport: (serial) => `A0${serial}`,
    nationalId: () => `${between(1, 9)}${digits(9)}`,
  },
  {
    country: 'India',
    male: ['Amit', 'Rahul', 'Vijay', 'Arjun', 'Sanjay', 'Manpreet', 'Gurpreet', 'Harjit', 'Ravi', 'Suresh', 'Vikram', 'Joseph'],
    female: ['Priya', 'Sunita', 'Pooja', 'Neha', 'Kavita', 'Simran', 'Anjali', 'Deepa', 'Lakshmi', 'Mary'],
    surnames: ['Singh', 'Kumar', 'Patel', 'Sharma', 'Reddy', 'Nair', 'Das', 'Yadav', 'Gupta', 'Kaur', 'Gill', 'Thomas'],
    cities: ['Amritsar', 'Ludhiana', 'Jalandhar', 'Delhi', 'Mumbai', 'Chennai', 'Kochi', 'Hyderabad', 'Ahmedabad', 'Lucknow'],
    phone: () => `91${between(6, 9)}${digits(9)}`,
    passport: (serial) => `${letters(1, 'JKLMNPRSTUVWZ')}${serial}`,
    nationalId: () => `${between(2, 9)}${digits(11)}`,
  },
  {
    country: 'Pakistan',
    male: ['Muhammad', 'Ali', 'Hassan', 'Bilal', 'Usman', 'Imran', 'Kamran', 'Asif', 'Faisal', 'Naveed'],
    female: ['Ayesha', 'Fatima', 'Zainab', 'Sana', 'Hina', 'Amna', 'Saima', 'Nadia'],
    surnames: ['Khan', 'Ahmed', 'Malik', 'Butt', 'Hussain', 'Qureshi', 'Chaudhry', 'Raza', 'Iqbal', 'Shah', 'Javed'],
    cities: ['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Sialkot', 'Gujranwala', 'Quetta'],
    phone: () => `923${between(0, 4)}${digits(8)}`,
    passport: (serial) => `${letters(2)}${serial}`,
    nationalId: (_dob, sex) => grouped(`${between(1, 6)}${digits(4)}`, digits(7), String(between(0, 4) * 2 + (sex === 'Male' ? 1 : 0))),
  },
  {
    country: 'Sri Lanka',
    male: ['Nuwan', 'Kasun', 'Chathura', 'Tharindu', 'Ruwan', 'Dinesh', 'Mahesh', 'Lahiru', 'Suresh', 'Pradeep'],
    female: ['Dilani', 'Nimali', 'Sanduni', 'Ishara', 'Priyanka', 'Chamari', 'Malki', 'Tharushi'],
    surnames: ['Perera', 'Fernando', 'Silva', 'Jayawardena', 'Bandara', 'Dissanayake', 'Wickramasinghe', 'Gunasekara', 'Kumara', 'Herath'],
    cities: ['Colombo', 'Kandy', 'Galle', 'Jaffna', 'Negombo', 'Kurunegala', 'Matara', 'Anuradhapura', 'Ratnapura', 'Batticaloa'],
    phone: () => `947${pick(['0', '1', '2', '4', '5', '6', '7', '8'])}${digits(7)}`,
    passport: (serial) => `N${serial}`,
    // The new NIC: birth year, day of the year (plus 500 for women), then a serial.
    nationalId: (dob, sex) => `${dob.slice(0, 4)}${String(between(1, 365) + (sex === 'Female' ? 500 : 0)).padStart(3, '0')}${digits(5)}`,
  },
  {
    country: 'Philippines',
    male: ['Jose', 'Juan', 'Mark', 'Christian', 'John Paul', 'Rodel', 'Jerome', 'Ramil', 'Arnel', 'Noel'],
    female: ['Maria', 'Ana', 'Angelica', 'Kristine', 'Mary Grace', 'Jessa', 'Rowena', 'Lorna', 'Marites'],
    surnames: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Dela Cruz', 'Ramos', 'Aquino', 'Villanueva', 'Castillo'],
    cities: ['Manila', 'Quezon City', 'Cebu City', 'Davao City', 'Iloilo City', 'Baguio', 'Bacolod', 'Cagayan de Oro', 'Zamboanga', 'Tacloban'],
    phone: () => `639${digits(9)}`,
    passport: (serial) => `P${serial}${letters(1)}`,
    nationalId: () => grouped(digits(4), digits(4), digits(4), digits(4)),
  },
];

/**
 * Which nationality the n-th applicant has: a fixed cycle of twenty in the proportions of a
 * recruiter's intake (Nepal most, Sri Lanka least), so any twenty in a row include all six.
 */
const CYCLE = [0, 2, 1, 0, 5, 3, 2, 0, 4, 1, 0, 2, 5, 3, 0, 2, 1, 5, 0, 4];

export function nationalityOf(n: number): Nationality {
  return NATIONALITIES[CYCLE[n % CYCLE.length] as number] as Nationality;
}
