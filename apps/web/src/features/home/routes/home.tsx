import { HomeHero } from '../components/home-hero';

export function HomeRoute() {
  return <HomeHero />;
}
