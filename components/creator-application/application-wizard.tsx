import { Alert, Button, Checkbox, Form, Input, Select, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { rememberAgeCheckReturn } from '../../lib/age-check-return';
import { PAGE_ROUTES } from '../../lib/constants';
import { countries } from '../../lib/countries';
import { errorMessage } from '../../lib/errors';
import { leaveSite } from '../../lib/navigation';
import { creatorApplicationService } from '../../services/creator-application.service';
import type { CreatorApplication, SaveCreatorApplication } from '../../types/creator-application';
import AgreementText from './agreement-text';
import styles from './creator-application.module.css';
import IdentityFileField from './identity-file-field';

interface Props {
  application: CreatorApplication | null;
  onChange: (application: CreatorApplication) => void;
  /** Reads the application again (after an upload the server took). */
  onReload: () => void;
}

const STEPS = ['About you', 'Identity documents', 'Age check', 'Agreement'];

/** Which step to open: the first one still missing something. */
function firstOpenStep(a: CreatorApplication | null): number {
  if (!a || !a.legalName || !a.birthDate || !a.country || !a.stageName) return 0;
  if (!a.documents.document || !a.documents.selfie) return 1;
  if (a.ageCheck.status === 'none') return 2;
  return 3;
}

/** The application a step at a time, each step saved as it is left (a draft the applicant can come back to). */
export default function ApplicationWizard({ application, onChange, onReload }: Props) {
  const [step, setStep] = useState(() => firstOpenStep(application));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countryOptions = useMemo(() => countries().map((c) => ({ value: c.code, label: c.name })), []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const save = (fields: SaveCreatorApplication, next?: number) =>
    run(async () => {
      onChange(await creatorApplicationService.save(fields));
      if (next !== undefined) setStep(next);
    });
  const checkAge = () =>
    run(async () => {
      const { redirectUrl } = await creatorApplicationService.startAgeCheck();
      rememberAgeCheckReturn(PAGE_ROUTES.becomeCreator);
      leaveSite(redirectUrl);
    });
  const submit = () => run(async () => onChange(await creatorApplicationService.submit()));

  const a = application;
  const accepted = Boolean(a?.agreement && a.agreement.version === a.agreementVersion);
  return (
    <div data-testid="application-wizard">
      {a?.state === 'needs_documents' && (
        <Alert
          type="warning"
          showIcon
          title="Our team asks you to send again"
          description={a.reviewNote}
          style={{ marginBottom: 24 }}
          data-testid="application-note"
        />
      )}
      <Steps current={step} onChange={setStep} items={STEPS.map((title) => ({ title }))} size="small" style={{ marginBottom: 24 }} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="application-error" role="alert" />}

      {step === 0 && (
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ legalName: a?.legalName ?? '', birthDate: a?.birthDate ?? '', country: a?.country ?? undefined, stageName: a?.stageName ?? '' }}
          onFinish={(values: Required<Pick<SaveCreatorApplication, 'legalName' | 'birthDate' | 'country' | 'stageName'>>) => save(values, 1)}
        >
          <Form.Item
            label="Legal name"
            name="legalName"
            extra="As it is written on your identity document."
            rules={[{ required: true, min: 2, message: 'Give your legal name.' }]}
          >
            <Input autoComplete="name" maxLength={200} />
          </Form.Item>
          <Form.Item label="Date of birth" name="birthDate" extra="You must be 18 or older." rules={[{ required: true, message: 'Give your date of birth.' }]}>
            <Input type="date" max={new Date().toISOString().slice(0, 10)} />
          </Form.Item>
          <Form.Item label="Country" name="country" rules={[{ required: true, message: 'Choose your country.' }]}>
            <Select showSearch optionFilterProp="label" options={countryOptions} placeholder="Your country of residence" />
          </Form.Item>
          <Form.Item
            label="Stage name"
            name="stageName"
            extra="The name fans see on your page."
            rules={[{ required: true, min: 2, message: 'Choose a stage name of 2 characters or more.' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="application-save-details">
            Save and continue
          </Button>
        </Form>
      )}

      {step === 1 && (
        <div>
          <p className={styles.muted}>
            Clear photos in colour, every corner of the document visible. They go to private storage: only our review team sees them.
          </p>
          <IdentityFileField
            slot="document"
            label="Identity document"
            hint="A passport, an identity card or a driving licence."
            received={Boolean(a?.documents.document)}
            onUploaded={onReload}
          />
          <IdentityFileField
            slot="selfie"
            label="Selfie with your document"
            hint="Your face and the document, both readable."
            received={Boolean(a?.documents.selfie)}
            onUploaded={onReload}
          />
          <div className={styles.actions}>
            <Button
              type="primary"
              onClick={() => setStep(2)}
              disabled={!a?.documents.document || !a?.documents.selfie}
              data-testid="application-documents-next"
            >
              Continue
            </Button>
          </div>
        </div>
      )}

      {step === 2 && (
        <div data-testid="application-age-check">
          {a?.ageCheck.status === 'verified' ? (
            <Alert type="success" showIcon title="Your age is verified." description={a.ageCheck.provider ? `Checked by ${a.ageCheck.provider}.` : undefined} />
          ) : (
            <>
              <p>Our age-verification provider confirms that you are 18 or older. You come back here afterwards.</p>
              {a?.ageCheck.status === 'failed' && (
                <Alert type="warning" showIcon title="The provider could not confirm your age. You can try again." style={{ marginBottom: 16 }} />
              )}
              <Button type="primary" onClick={checkAge} loading={busy} data-testid="application-check-age">
                Check my age
              </Button>
            </>
          )}
          <div className={styles.actions}>
            <Button onClick={() => setStep(3)} disabled={a?.ageCheck.status === 'none'} data-testid="application-age-next">
              Continue
            </Button>
          </div>
        </div>
      )}

      {step === 3 && (
        <div>
          <div className={styles.agreement} tabIndex={0} aria-label="The creator agreement">
            <AgreementText />
          </div>
          <Checkbox
            checked={accepted}
            disabled={accepted || busy}
            onChange={(e) => e.target.checked && save({ acceptAgreement: true })}
            data-testid="application-accept"
          >
            I accept the creator agreement (version {a?.agreementVersion ?? '…'})
          </Checkbox>
          <div className={styles.actions}>
            <Button type="primary" size="large" onClick={submit} loading={busy} disabled={!accepted} data-testid="application-submit">
              Send my application
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
