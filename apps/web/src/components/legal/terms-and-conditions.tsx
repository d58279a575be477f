import { Link } from '@tanstack/react-router';
import { PLAIN_PAGES } from '../../lib/page-head';
import { LegalDocument } from './legal-document';
import { SupportAddress } from './this-installation';

export const TERMS_UPDATED = '24 November 2026';

/**
 * The terms of using Stylebook. The money rules (10% platform fee rounded half up, monthly renewal on the
 * same day, cancellation to the period end, 7 days of retries) are the ones the server applies
 * (apps/server/src/modules/paid-subscriptions).
 */
export function TermsAndConditions() {
  return (
    <LegalDocument
      title={PLAIN_PAGES.terms.title}
      description={PLAIN_PAGES.terms.description}
      updated={TERMS_UPDATED}
      backFallback="/settings/about"
    >
      <h2>1. About these terms</h2>
      <p>
        Stylebook lets people save products from online stores into collections, build looks, follow each
        other, and subscribe to stylists. These terms are the agreement between you and us, the people who run
        this Stylebook service. By creating an account or using Stylebook you accept them, together with our{' '}
        <Link to="/privacy">privacy policy</Link>, which explains what we do with your data.
      </p>
      <p>
        You must be at least 16 years old, and old enough where you live to agree to these terms. If you use
        Stylebook for a business, you accept these terms for that business too.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give your real email address and keep it working: we use it to confirm it is you.</li>
        <li>
          One account is for one person. Keep your password to yourself, and sign out devices you no longer
          use. You are responsible for what is done with your account until you tell us it was misused.
        </li>
        <li>
          Choose a username that does not pretend to be someone else or a brand you do not represent. We may
          change a username that misleads people or infringes someone&rsquo;s rights.
        </li>
        <li>
          A stylist account can publish public and paid collections and receive paid subscriptions; a shopper
          account keeps its collections private.
        </li>
      </ul>

      <h2>3. What you post</h2>
      <p>
        Products, images, collections, looks, your profile and your feedback stay yours. So that we can run
        Stylebook, you give us a worldwide, non-exclusive, royalty-free licence to store, copy, resize and
        show them to the people your settings allow, for as long as they are on Stylebook, and for the short
        time our systems need to remove them afterwards.
      </p>
      <p>You may post only what you have the right to post. Do not post anything that:</p>
      <ul>
        <li>is illegal, or promotes illegal goods, counterfeits or replicas;</li>
        <li>harasses, threatens, or discriminates against people for who they are;</li>
        <li>is sexually explicit, or sexualises anyone under 18 in any way;</li>
        <li>shows another person&rsquo;s private details, or photos of them they did not agree to share;</li>
        <li>infringes someone else&rsquo;s copyright, trademark or other rights;</li>
        <li>is spam, a scam, malware, or misleading about a product or its price.</li>
      </ul>
      <p>
        We may remove content that breaks these rules or that a rights holder shows us infringes their rights,
        and we will tell you when we do. If you think something on Stylebook infringes your rights, write to
        us with the link and why.
      </p>

      <h2>4. Adding products from store pages</h2>
      <p>
        When you paste a store link, our server fetches that one page on your behalf, reads the product
        details the store publishes (name, brand, price, images) and stores copies of the product images so
        they keep showing. You check and edit the details before they are saved, and you are responsible for
        them.
      </p>
      <ul>
        <li>
          Add products one at a time, for your own collections and looks. Do not use Stylebook to copy a
          store&rsquo;s catalogue in bulk, or to fetch pages you are not allowed to see.
        </li>
        <li>
          Product names, photos and trademarks belong to the stores and brands. They appear on Stylebook to
          point people to the store; if a store asks us to remove its material, we will.
        </li>
        <li>Our server fetches only public web pages, and refuses links that lead into private networks.</li>
      </ul>

      <h2>5. Purchase and affiliate links</h2>
      <p>
        Stylebook is not a shop. A product&rsquo;s &ldquo;buy&rdquo; link takes you to the store through
        Stylebook, which counts the click for the stylist; what you buy, its price, delivery, returns and
        warranty are between you and the store, under the store&rsquo;s terms. Prices and availability shown
        on Stylebook are as they were when the product was saved and may have changed.
      </p>
      <p>
        A link may carry the affiliate or referral code of the person who added it, who may then earn a
        commission from the store. If you earn money or receive gifts for what you post, you must say so
        clearly next to it, as the advertising rules where you and your audience live require.
      </p>

      <h2>6. Your wallet</h2>
      <p>
        Your wallet holds money for paid subscriptions, in the currencies Stylebook supports, and shows every
        movement. You add money with a top-up. A wallet is not a bank account: it earns no interest, and money
        moves between people only through paid subscriptions.
      </p>
      <ul>
        <li>
          <strong>Demo payments.</strong> Where the wallet is marked as demo, top-ups are simulated: no real
          money is charged, and balances, subscriptions, earnings and payouts have no cash value.
        </li>
        <li>
          <strong>Real payments.</strong> Where top-ups go through Stripe, you pay Stripe, under its terms,
          and your wallet is credited once Stripe confirms the payment. Top-ups are not refundable unless the
          law requires it or we made a mistake.
        </li>
      </ul>

      <h2>7. Paid subscriptions</h2>
      <p>
        A stylist may set a monthly price. A paid subscription opens that stylist&rsquo;s paid collections to
        you.
      </p>
      <ul>
        <li>
          <strong>Charges.</strong> The first month is charged from your wallet when you subscribe. The
          subscription then renews every month on the same day (or the last day of a shorter month), at the
          stylist&rsquo;s price at that time, charged from your wallet. We email you after each renewal.
        </li>
        <li>
          <strong>Platform fee.</strong> Of each charge, the stylist receives 90% and we keep a 10% platform
          fee, rounded half up to the currency&rsquo;s smallest unit.
        </li>
        <li>
          <strong>Not enough money.</strong> If your wallet cannot pay a renewal, the paid collections lock
          and we email you. We try again each day for 7 days; if your wallet is still short, the subscription
          ends.
        </li>
        <li>
          <strong>Cancelling.</strong> You can cancel at any time in{' '}
          <Link to="/settings/subscriptions/manage">Settings, Manage subscriptions</Link>. You are not charged
          again, and the paid collections stay open until the end of the month you paid for. Months already
          paid are not refunded. If a stylist stops offering paid subscriptions, yours ends at the end of the
          month you paid for.
        </li>
      </ul>

      <h2>8. Earnings and payouts for stylists</h2>
      <p>
        What subscribers pay you, less the platform fee, is added to your wallet as earnings. You can ask for
        a payout in your wallet; the amount leaves your available balance at once and waits as a pending
        payout until we pay it to you outside the app, by the method we agree with you. We may hold a payout
        while we check a payment that looks fraudulent or disputed. You are responsible for the taxes on your
        earnings. Where payments are demo payments, there are no real payouts.
      </p>

      <h2>9. Using Stylebook fairly</h2>
      <ul>
        <li>
          Do not scrape, crawl or copy Stylebook or its content in bulk, or access it by automated means other
          than the browser extension and the limits of our public API.
        </li>
        <li>
          Do not get around paid locks, private collections or rate limits, or share paid collections&rsquo;
          contents with people who did not pay for them.
        </li>
        <li>
          Do not probe, overload or break our systems or other people&rsquo;s accounts, or upload anything
          meant to harm them.
        </li>
      </ul>

      <h2>10. Ending your account</h2>
      <p>
        You can delete your account at any time in <Link to="/settings/account">Settings, Account</Link>; the{' '}
        <Link to="/privacy">privacy policy</Link> says what deletion removes and what it keeps. Spend or pay
        out your balance first: a deleted account&rsquo;s wallet can no longer be used.
      </p>
      <p>
        We may suspend or close an account that seriously or repeatedly breaks these terms, puts other people
        at risk, or is used for fraud. We will tell you why unless the law or someone&rsquo;s safety prevents
        it, and you can answer us at our support address. If we close your account for any other reason, we
        will give you notice and pay out or refund your available balance where it holds real money.
      </p>

      <h2>11. Our service and our liability</h2>
      <p>
        We work to keep Stylebook available and your data safe, but we provide it as it is: features change,
        and it may be interrupted for maintenance or by failures. We are not responsible for stores, their
        products, prices or pages, or for what other people post. Nothing in these terms limits liability that
        the law does not allow to be limited, such as for death or injury caused by negligence, for fraud, or
        your rights as a consumer. Otherwise our total liability to you is limited to the amount you paid us
        in the 12 months before the claim.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        We may update these terms as Stylebook changes. We will give at least 30 days&rsquo; notice by email
        of changes that affect you, such as to prices or fees; if you do not agree, you may cancel
        subscriptions and delete your account before they take effect.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms, a complaint, or a request to remove content: write to <SupportAddress />{' '}
        or use the <Link to="/settings/feedback">feedback form</Link>.
      </p>
    </LegalDocument>
  );
}
