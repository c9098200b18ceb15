/** The creator agreement's words (its version is the creatorAgreementVersion setting the application records). */
export default function AgreementText() {
  return (
    <>
      <p>By becoming a creator on this site, you confirm and agree that:</p>
      <ol>
        <li>
          You are at least 18 years old, and everyone who appears in what you publish is at least 18 and has agreed to appear in it and to its publication.
        </li>
        <li>You own what you publish, or hold every right needed to publish and sell it here.</li>
        <li>You will not publish anything illegal, non-consensual, or that shows anyone under 18.</li>
        <li>The site keeps a commission on what you earn (shown in your Studio) and pays you the rest by the payout method you choose.</li>
        <li>The site may take down content and suspend accounts that break these rules, and keeps the records the law requires.</li>
        <li>Your identity documents are kept privately, seen only by our review team, and deleted after a rejection.</li>
      </ol>
    </>
  );
}
