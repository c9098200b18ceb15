import Hero from '../components/home/hero';
import type { LimelightPage } from '../types/page';

const HomePage: LimelightPage = () => <Hero />;

export default HomePage;
