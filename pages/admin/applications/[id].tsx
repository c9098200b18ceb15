import { Alert, Button, Descriptions, Typography } from 'antd';
import { useRouter } from 'next/router';
import { AGE_CHECK_LABELS, STATE_LABELS } from '../../../components/admin/application-labels';
import { adminPage } from '../../../components/admin/admin-page';
import styles from '../../../components/admin/admin.module.css';
import DecisionForm from '../../../components/admin/decision-form';
import { useAction } from '../../../components/admin/use-action';
import { useLoaded } from '../../../components/common/use-loaded';
import Link from '../../../components/common/link';
import LightTag from '../../../components/common/light-tag';
import PageTitle from '../../../components/common/page-title';
import { ADMIN_ROUTES } from '../../../lib/admin-routes';
import { countryName, formatDate, formatLocalDateTime } from '../../../lib/format';
import { firstValue } from '../../../lib/listing-query';
import { adminService } from '../../../services/admin.service';
import type { ApplicationReview } from '../../../types/creator-application';

/** The identity photos side by side, through links bound to this admin's session (they expire in minutes). */
function Documents({ review }: { review: ApplicationReview }) {
  if (!review.documentLinks) {
    return (
      <Alert
        type="info"
        showIcon
        title={review.documentsDeletedAt ? `The identity files were deleted on ${formatDate(review.documentsDeletedAt)}.` : 'No identity file was sent.'}
      />
    );
  }
  const { document, selfie } = review.documentLinks;
  return (
    <div className={styles.documents} data-testid="application-documents">
      {[
        { url: document, caption: 'Identity document' },
        { url: selfie, caption: 'Selfie holding the document' },
      ].map(({ url, caption }) => (
        <figure key={caption}>
          {url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a private, short-lived link: never through the image optimiser
            <img src={url} alt={`${caption} of ${review.legalName ?? review.applicant.username}`} referrerPolicy="no-referrer" />
          ) : (
            <Alert type="warning" title="Not sent" />
          )}
          <figcaption>{caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** /admin/applications/[id]: one application, its documents and age check, and the decision. */
function ApplicationPage() {
  const id = firstValue(useRouter().query.id);
  const { loaded, set } = useLoaded(() => adminService.application(id), id);
  const { busy, run: decide } = useAction<ApplicationReview>(set, 'The decision could not be saved.');

  if (loaded.state === 'loading') return <p>Loading…</p>;
  if (loaded.state === 'failed') return <Alert type="error" showIcon title={loaded.message} />;
  const a = loaded.data;
  return (
    <div data-testid="admin-application">
      <PageTitle title={`${a.stageName ?? a.applicant.username} · Creator applications · Admin`} />
      <Link href={ADMIN_ROUTES.applications}>← Creator applications</Link>
      <Typography.Title level={1} className={styles.heading}>
        {a.stageName ?? a.applicant.username}
      </Typography.Title>
      <p>
        <LightTag data-testid="application-state">{STATE_LABELS[a.state]}</LightTag>
        {a.reviewNote && <span className={styles.muted}>Note to the applicant: {a.reviewNote}</span>}
      </p>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Legal name">{a.legalName}</Descriptions.Item>
        <Descriptions.Item label="Date of birth">{a.birthDate}</Descriptions.Item>
        <Descriptions.Item label="Country">{a.country ? countryName(a.country) : '—'}</Descriptions.Item>
        <Descriptions.Item label="Account">
          {a.applicant.username} · {a.applicant.email} · joined {formatDate(a.applicant.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label="Age check">
          <LightTag color={a.ageCheck.verified ? 'green' : 'orange'} data-testid="application-age-check">
            {AGE_CHECK_LABELS[a.ageCheck.status]}
          </LightTag>
          {a.ageCheck.provider && `by ${a.ageCheck.provider}`} {a.ageCheck.reference && `(${a.ageCheck.reference})`}
        </Descriptions.Item>
        <Descriptions.Item label="Agreement">
          {a.agreement ? `Version ${a.agreement.version}, accepted ${formatLocalDateTime(a.agreement.acceptedAt)}` : 'Not accepted'}
        </Descriptions.Item>
        <Descriptions.Item label="Sent">{formatLocalDateTime(a.submittedAt)}</Descriptions.Item>
        {a.reviewedAt && (
          <Descriptions.Item label="Decided">
            {formatLocalDateTime(a.reviewedAt)} by {a.reviewerName ?? 'a removed account'}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Documents review={a} />
      {a.state === 'submitted' && (
        <div className={styles.actions}>
          <Button
            type="primary"
            loading={busy}
            disabled={!a.ageCheck.verified}
            onClick={() => decide(() => adminService.approve(a._id), 'Approved: the applicant is now a creator.')}
            data-testid="application-approve"
          >
            Approve
          </Button>
          <DecisionForm
            label="Ask for new documents"
            placeholder="What to send again (the applicant reads this)"
            confirm="Send back"
            busy={busy}
            onSend={(reason) => decide(() => adminService.askAgain(a._id, reason), 'Sent back to the applicant.')}
            testId="application-ask-again"
          />
          <DecisionForm
            label="Reject"
            placeholder="Why (the applicant reads this)"
            confirm="Reject the application"
            danger
            busy={busy}
            onSend={(reason) => decide(() => adminService.reject(a._id, reason), 'Rejected.')}
            testId="application-reject"
          />
        </div>
      )}
    </div>
  );
}

export default adminPage('applications', ApplicationPage);
