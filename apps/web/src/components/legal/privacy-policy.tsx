import { Link } from '@tanstack/react-router';
import { PLAIN_PAGES } from '../../lib/page-head';
import type { BackFallback } from '../ui/back-button';
import { LegalDocument } from './legal-document';
import { SupportAddress, ThisInstallation } from './this-installation';

export const PRIVACY_POLICY_UPDATED = '24 November 2026';

/**
 * The privacy policy, one text for /privacy and /settings/about/privacy-policy. Every period and rule
 * here is what the server does: when the code changes what it keeps or for how long, this changes with it.
 */
export function PrivacyPolicy({ backFallback }: { backFallback?: BackFallback }) {
  return (
    <LegalDocument
      title={PLAIN_PAGES.privacy.title}
      description={PLAIN_PAGES.privacy.description}
      updated={PRIVACY_POLICY_UPDATED}
      backFallback={backFallback}
    >
      <h2>In short</h2>
      <ul>
        <li>
          We keep what you give us so that you can sign in, collect products, build looks and follow people.
          We do not sell it, show ads or use advertising trackers or analytics.
        </li>
        <li>
          Your profile, public collections and looks are public. Private collections are yours alone; paid
          collections open to your paid subscribers.
        </li>
        <li>
          You can download everything your account holds, and delete your account, at any time from{' '}
          <Link to="/settings/account">Settings, Account</Link>.
        </li>
        <li>
          A few records outlive a deleted account: money records, copies of emails we sent you, and anonymous
          click counts. Each is explained below.
        </li>
      </ul>

      <h2>Who we are</h2>
      <p>
        Stylebook is a social product-discovery app: people save products from online stores into collections,
        build looks, and follow stylists. &ldquo;We&rdquo; are the people who run this Stylebook service. To
        ask about your data, write to <SupportAddress /> or use the{' '}
        <Link to="/settings/feedback">feedback form</Link>.
      </p>

      <h2>What we keep and why</h2>
      <h3>Your account</h3>
      <p>
        Your email address, full name, username and password; optionally a profile photo, bio, website,
        Instagram handle and the styles you shop for; whether you are a shopper or a stylist, and when you
        confirmed your email. We keep them to sign you in, to show your profile, and to send you the emails
        you ask for or need (verification, sign-in links, password resets, subscription notices). Your
        password is stored only as an argon2id hash, from which it cannot be read back.
      </p>
      <h3>Sign-ins and devices</h3>
      <p>
        Each time you sign in on a device or in the browser extension, we start a session. Its refresh token
        is stored only as a hash, with when the session started, when it was last renewed and when it ends.
        That is what the list of signed-in devices in your account settings shows, and how you can sign out a
        device you no longer use. If you sign in with Google, Google tells us your Google account ID, name and
        email address.
      </p>
      <h3>Products, images, collections and looks</h3>
      <p>
        The store links you paste, the product details you keep (brand, name, price, style), the images, and
        the collections and looks you build. When you paste a link, our server fetches that one store page and
        its product images for you and stores copies of the images. Photos you upload are re-encoded before
        they are stored, which removes the metadata cameras embed, including where a photo was taken.
      </p>
      <h3>Likes, saves, follows and purchase-link clicks</h3>
      <p>
        What you like and save, whom you follow and who follows you, so that you and they can see it. When you
        open a product&rsquo;s store link through Stylebook, we record the click (with your account if you are
        signed in) so that its stylist can see how many people went to the store.
      </p>
      <h3>Blocks and reports</h3>
      <p>
        Whom you blocked, so that neither of you sees the other; the person you block is not told. The reports
        you send (what you reported, the reason and your details), so that moderators can look at them; the
        person or thing you reported is not told who reported it.
      </p>
      <h3>Searches</h3>
      <p>
        When you run a search, pick a suggestion or open a result, we record what you searched for
        (lower-cased) and on which day, once a day per search, so that searches many people made lately can be
        shown as trending. A search appears there only when at least two people made it in the last 7 days and
        it still finds something; trending searches never say who searched, and what you typed as you went is
        not recorded.
      </p>
      <h3>Wallet, subscriptions and payouts</h3>
      <p>
        Your wallet is a ledger: every top-up, subscription charge, earning and payout is recorded as a
        transaction with its amount, currency, date and the person on the other side. We also keep your paid
        subscriptions (whom you pay, the price, the current period) and, for stylists, the monthly price and
        payout requests. We need these records to show your balance, renew subscriptions, pay stylists and
        keep correct books.
      </p>
      <h3>Feedback</h3>
      <p>
        When you send feedback we keep your message, the image you attach, the address to reply to (your
        account email, or the one you type when signed out), the app version and your browser&rsquo;s
        description of itself (its user agent), and we email them to our support address.
      </p>
      <h3>Emails we send you</h3>
      <p>
        Every email we send is first written to an outbox on our server: recipient, subject and text. The
        copies stay there after they are sent.
      </p>
      <h3>Server logs and abuse limits</h3>
      <p>
        Like any web server, ours logs each request: the time, the address it came from (IP address), the page
        or API path, the answer and how long it took. Passwords and the sign-in tokens your browser sends are
        never written to the logs; the path of a link from one of our emails is, with its one-time code, which
        by then has been used or soon expires. To stop abuse we count requests per IP address and per account
        for limits such as &ldquo;five pieces of feedback an hour&rdquo;; those counts are held in memory
        only.
      </p>
      <h3>On your device</h3>
      <p>
        The app keeps your sign-in and a few preferences (the sidebar&rsquo;s width, your recent searches) in
        your browser&rsquo;s local storage, and the order of your Featured feed and an unfinished registration
        in its session storage. We use no tracking cookies and load no third-party scripts.
      </p>

      <h2>Who else handles your data</h2>
      <p>
        Other people see what you make public: your profile, public collections and looks, products in them,
        your followers and whom you follow, and like counts. Private collections are shown to no one but you,
        and paid collections only to your paid subscribers. Images are served to anyone who has their link,
        and the links are long and random; a link you copy out of a private collection still opens the image.
      </p>
      <p>
        Beyond that, your data leaves our server only to the outside services this installation is set up
        with:
      </p>
      <ThisInstallation />
      <p>
        We do not sell personal data or share it with advertisers. We would disclose it to authorities only
        where the law requires us to.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>
            Account, products, collections, looks, likes, saves, follows, blocks, reports, paid subscriptions
          </strong>
          : until you delete them or your account.
        </li>
        <li>
          <strong>Images</strong>: until you delete your account. Removing an image from a look or collection,
          or deleting the look or collection, does not delete the stored image.
        </li>
        <li>
          <strong>Sign-ins</strong>: access tokens work for 15 minutes. A session in the browser ends 30 days
          after it was last used, in the extension 90 days; signing out ends it at once. Records of past
          sessions (hashed tokens and dates) are kept until you delete your account.
        </li>
        <li>
          <strong>Emailed links</strong>: sign-in and password-reset links work once, for 1 hour; email
          verification links for 3 days. Their hashed records are kept until you delete your account. Records
          of a Google sign-in in progress expire after 10 minutes.
        </li>
        <li>
          <strong>Copies of emails</strong>: kept in the outbox with no time limit, also after you delete your
          account. Ask us and we will remove them.
        </li>
        <li>
          <strong>Wallet ledger and payment records</strong>: kept with no time limit, also after you delete
          your account, because bookkeeping and tax rules require complete records of money that moved.
        </li>
        <li>
          <strong>Purchase-link clicks</strong>: kept as counts for the stylist; when you delete your account,
          your account is removed from them.
        </li>
        <li>
          <strong>Feedback</strong>: if you were signed in, until you delete your account; if you were signed
          out, until we delete it. The email copy in our support inbox is kept as long as we need it to help
          you.
        </li>
        <li>
          <strong>Searches</strong>: 14 days, or until you delete your account if that comes first.
        </li>
        <li>
          <strong>Server logs</strong>: the app writes them to the server&rsquo;s output and keeps no log
          files of its own; how long they are stored depends on where the operator sends them.
        </li>
        <li>
          <strong>Abuse-limit counts</strong>: up to one hour, in memory.
        </li>
      </ul>

      <h2>Your choices</h2>
      <h3>See and correct</h3>
      <p>
        Your profile, photo and password are in <Link to="/settings/account">Settings, Account</Link>, where
        you can also see your signed-in devices, sign out of any of them, or sign out everywhere.
      </p>
      <h3>Take it with you</h3>
      <p>
        &ldquo;Download your data&rdquo; in <Link to="/settings/account">Settings, Account</Link> gives you
        one JSON file with everything your account holds: your account details and sign-in methods, sessions,
        products with their image links, all your collections (private and archived ones too), looks, likes,
        saves, whom you follow and who follows you, whom you blocked, the reports you sent, paid
        subscriptions, your wallet balances and every transaction, the feedback you sent, your recorded
        searches, the images you stored and the subjects of emails we sent you. It never contains your
        password or sign-in secrets, or other people&rsquo;s private data.
      </p>
      <h3>Delete your account</h3>
      <p>
        &ldquo;Delete account&rdquo; in <Link to="/settings/account">Settings, Account</Link> removes at once,
        and for good: your profile, products, collections, looks, likes, saves, follows, paid subscriptions
        (they stop renewing), sessions and emailed-link records, your recorded searches, the feedback you sent
        while signed in, and the images you stored, with their resized copies. What stays is listed above: the
        wallet ledger and payment records (your remaining balance can no longer be used, so spend or pay it
        out first), the copies of emails we sent you, and click counts without your account. Other
        people&rsquo;s copies of what you sent them, such as a feedback email in our support inbox, are not in
        your account and are not removed.
      </p>

      <h2>Security</h2>
      <p>
        Passwords and tokens are stored only as hashes, sign-in attempts and emails are rate-limited, uploads
        are checked to be real images before anyone can see them, and the server refuses to fetch store links
        that point into private networks. No system is perfectly secure; if you think your account was used by
        someone else, sign out everywhere and change your password, and tell us.
      </p>

      <h2>Children</h2>
      <p>Stylebook is not meant for children under 16, and we do not knowingly keep their data.</p>

      <h2>Changes to this policy</h2>
      <p>
        When what we keep, or for how long, changes, we update this page and its date before the change takes
        effect, and tell you by email if it matters to how your data is used.
      </p>
    </LegalDocument>
  );
}
