import { Card } from 'antd';
import { PAGE_ROUTES } from '../../lib/constants';
import { isPerformer } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { selectAuthUser } from '../../redux/user/selectors';
import ButtonLink from '../common/button-link';
import styles from './account-sections.module.css';

/** The account page's way in for a fan who wants to publish and earn: the application to become a creator. */
export default function BecomeCreatorCard() {
  const user = useAppSelector(selectAuthUser);
  if (isPerformer(user)) return null;
  return (
    <Card title="Become a creator" style={{ marginTop: 24 }} data-testid="become-creator-card">
      <p className={styles.muted}>
        Publish videos, galleries, products and posts, and earn from subscriptions, sales and tips. Apply in a few steps: we check who you are and that you are
        an adult.
      </p>
      <ButtonLink href={PAGE_ROUTES.becomeCreator} type="primary" data-testid="account-become-creator">
        Become a creator
      </ButtonLink>
    </Card>
  );
}
