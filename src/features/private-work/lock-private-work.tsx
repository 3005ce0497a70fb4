import "./private-work.css";

/**
 * docs/product.md#private-work: shown wherever private work is. A plain form, so it works before the
 * app starts and without JavaScript: the server ends the session, clears the site's cache and sends the
 * visitor back to `returnPath`, which then shows what a visitor without access sees.
 */
export function LockPrivateWork({ returnPath }: { returnPath: string }) {
  return (
    <form className="lock-private-work" method="post" action="/api/access/lock">
      <input type="hidden" name="return" value={returnPath} />
      <p className="lock-private-work__note">
        <span className="private-badge">Private</span> Shared with you. Please do not pass it on.
      </p>
      <button type="submit" className="button button--quiet">
        Lock private work
      </button>
    </form>
  );
}
