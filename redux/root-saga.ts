import { all, fork } from 'redux-saga/effects';
import ageVerificationSagas from './age-verification/sagas';
import authSagas from './auth/sagas';
import bannerSagas from './banners/sagas';
import buyerOrdersSagas from './buyer-orders/sagas';
import cartSagas from './cart/sagas';
import checkoutSagas from './checkout/sagas';
import commentsSagas from './comments/sagas';
import creatorPostsSagas from './creator-posts/sagas';
import downloadsSagas from './downloads/sagas';
import earningsSagas from './earnings/sagas';
import errorsSagas from './errors/sagas';
import galleriesSagas from './galleries/sagas';
import messagesSagas from './messages/sagas';
import ownGalleriesSagas from './own-galleries/sagas';
import ownCreatorPostsSagas from './own-creator-posts/sagas';
import ownPackagesSagas from './own-packages/sagas';
import ownProductsSagas from './own-products/sagas';
import ownVideosSagas from './own-videos/sagas';
import orderActionsSagas from './order-actions/sagas';
import paymentStatusSagas from './payment-status/sagas';
import performersSagas from './performers/sagas';
import performerSubscribersSagas from './performer-subscribers/sagas';
import photosSagas from './photos/sagas';
import photoUploadsSagas from './photo-uploads/sagas';
import productsSagas from './products/sagas';
import reactedSagas from './reacted/sagas';
import reactionsSagas from './reactions/sagas';
import reportsSagas from './reports/sagas';
import relatedGalleriesSagas from './related-galleries/sagas';
import relatedVideosSagas from './related-videos/sagas';
import soldLinesSagas from './sold-lines/sagas';
import subscriptionsSagas from './subscriptions/sagas';
import transactionsSagas from './transactions/sagas';
import uiSagas from './ui/sagas';
import userSagas from './user/sagas';
import userSubscriptionsSagas from './user-subscriptions/sagas';
import videosSagas from './videos/sagas';

/**
 * Only watchers that end on END belong here: the server dispatches END after getInitialProps and waits
 * for this saga to finish. Browser-only, never-ending sagas (the socket) must be forked only in the browser.
 */
export default function* rootSaga() {
  yield all([
    fork(authSagas),
    fork(ageVerificationSagas),
    fork(userSagas),
    fork(uiSagas),
    fork(cartSagas),
    fork(checkoutSagas),
    fork(paymentStatusSagas),
    fork(buyerOrdersSagas),
    fork(orderActionsSagas),
    fork(transactionsSagas),
    fork(downloadsSagas),
    fork(subscriptionsSagas),
    fork(userSubscriptionsSagas),
    fork(errorsSagas),
    fork(reportsSagas),
    fork(messagesSagas),
    fork(videosSagas),
    fork(relatedVideosSagas),
    fork(galleriesSagas),
    fork(relatedGalleriesSagas),
    fork(productsSagas),
    fork(performersSagas),
    fork(bannerSagas),
    fork(photosSagas),
    fork(creatorPostsSagas),
    fork(commentsSagas),
    fork(reactionsSagas),
    fork(reactedSagas),
    fork(earningsSagas),
    fork(performerSubscribersSagas),
    fork(soldLinesSagas),
    fork(ownProductsSagas),
    fork(ownVideosSagas),
    fork(ownPackagesSagas),
    fork(ownGalleriesSagas),
    fork(ownCreatorPostsSagas),
    fork(photoUploadsSagas),
  ]);
}
