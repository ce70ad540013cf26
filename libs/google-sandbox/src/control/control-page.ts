import { html, page, SafeHtml } from '../http/html';
import { OPERATIONS } from './operations';
import type { SandboxControls } from './sandbox-controls';

type TSummary = ReturnType<SandboxControls['summary']>;

// Buttons and forms call the JSON controls, then reload to show the new state.
const SCRIPT = `
const call = async (method, path, body) => {
  const response = await fetch('/_sandbox' + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const result = await response.json().catch(() => ({}));
  if (!response.ok) { alert(result.error || ('Failed: ' + response.status)); return undefined; }
  return result;
};
const formJson = (form) => Object.fromEntries([...new FormData(form)].filter(([, value]) => value !== ''));
document.addEventListener('submit', async (event) => {
  const form = event.target; event.preventDefault();
  const data = formJson(form);
  if (form.id === 'add-review') {
    const result = await call('POST', '/locations/' + data.location + '/reviews', { reviewer: data.reviewer, starRating: Number(data.stars), comment: data.comment });
    if (result) alert(result.notification.delivered ? 'Review added and pushed (message ' + result.notification.messageId + ')' : 'Review added; ' + (result.notification.reason || 'push not acknowledged yet, Pub/Sub retries'));
  } else if (form.id === 'fault') {
    await call('POST', '/faults', { operation: data.operation, status: data.status ? Number(data.status) : undefined, hangMs: data.hangMs ? Number(data.hangMs) : undefined, times: Number(data.times || 1) });
  } else if (form.id === 'pubsub') {
    await call('PUT', '/pubsub', data);
  }
  location.reload();
});
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button) return;
  const { action, location: loc, review, email } = button.dataset;
  if (action === 'edit-reply') {
    const comment = prompt('Reply as the owner on Google:', button.dataset.reply || '');
    if (comment === null) return;
    await call('PUT', '/locations/' + loc + '/reviews/' + review + '/reply', { comment });
  } else if (action === 'delete-reply') await call('DELETE', '/locations/' + loc + '/reviews/' + review + '/reply');
  else if (action === 'revoke') await call('POST', '/users/' + encodeURIComponent(email) + '/revoke');
  else if (action === 'expire') await call('POST', '/tokens/expire');
  else if (action === 'clear-faults') await call('DELETE', '/faults');
  else if (action === 'reset') { if (!confirm('Reset the sandbox to its seed?')) return; await call('POST', '/reset'); }
  location.reload();
});
const preselected = new URLSearchParams(location.search).get('location');
if (preselected) document.querySelector('#add-review select[name=location]').value = preselected;
`;

const STAR_LABELS = ['★', '★★', '★★★', '★★★★', '★★★★★'];
const starsOf = (rating: string) => STAR_LABELS[['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].indexOf(rating)] ?? rating;

export const controlPage = (summary: TSummary, env: Record<string, string>, origin: string): string =>
  page(
    'Control',
    html`<section>
  <h1>Google sandbox</h1>
  <p>This server answers like Google's OAuth, Business Profile, Notifications and Performance APIs, seeded with the demo's coffee shop.
  Use it to add a review as a customer (it arrives at the app through a Pub/Sub push), edit a reply as the owner would on Google, revoke access, or make Google fail.</p>
  <p class="muted">Seeded ${summary.seededAt.slice(0, 10)} · JSON controls under <code>${origin}/_sandbox/</code> (state, reviews, faults, pushes, reset)</p>
</section>
<section>
  <h2>Locations</h2>
  <table><tr><th>Location</th><th>Account</th><th>Reviews</th><th>Rating</th><th>Unanswered</th></tr>
  ${summary.locations.map((location) => html`<tr><td>${location.title}<br><span class="muted">${location.name}</span></td><td>${location.account}</td><td>${location.totalReviewCount}</td><td>${location.averageRating}</td><td>${location.unanswered}</td></tr>`)}
  </table>
</section>
<section>
  <h2>Add a review as a customer</h2>
  <form id="add-review">
    <label>Location <select name="location">${summary.locations.map((location) => html`<option value="${location.id}">${location.title}</option>`)}</select></label>
    <label>Your name (empty: anonymous) <input name="reviewer" maxlength="100" value="Jamie Customer"></label>
    <label>Stars <select name="stars">${[5, 4, 3, 2, 1].map((stars) => html`<option value="${stars}">${stars}</option>`)}</select></label>
    <label>Review <textarea name="comment" rows="3" cols="60" maxlength="4096">Lovely coffee and friendly staff.</textarea></label>
    <button type="submit">Post review</button>
  </form>
</section>
<section>
  <h2>Recent reviews</h2>
  <table><tr><th>Location</th><th>Reviewer</th><th>Stars</th><th>Review</th><th>Owner's reply</th><th></th></tr>
  ${summary.recentReviews.map(
    (review) => html`<tr><td>${review.locationTitle}</td><td>${review.reviewer.displayName ?? 'Anonymous'}</td><td>${starsOf(review.starRating)}</td>
      <td>${review.comment ?? ''}<br><span class="muted">${review.updateTime}</span></td><td>${review.reviewReply?.comment ?? ''}</td>
      <td><button class="secondary" data-action="edit-reply" data-location="${review.locationId}" data-review="${review.reviewId}" data-reply="${review.reviewReply?.comment ?? ''}">Edit reply on Google</button>
      ${review.reviewReply ? html`<button class="secondary" data-action="delete-reply" data-location="${review.locationId}" data-review="${review.reviewId}">Delete reply</button>` : ''}</td></tr>`,
  )}
  </table>
</section>
<section>
  <h2>Google accounts</h2>
  <table><tr><th>User</th><th>Business Profile accounts</th><th>Apps with access</th><th></th></tr>
  ${summary.users.map(
    (user) => html`<tr><td>${user.name}<br><span class="muted">${user.email}</span></td><td>${user.accounts.map((account) => html`${account.accountName} <span class="muted">${account.name}</span><br>`)}</td>
      <td>${user.connectedApps.map((app) => html`${app.clientId}<br><span class="muted">${app.scopes.join(' ')}</span><br>`)}</td>
      <td><button class="secondary" data-action="revoke" data-email="${user.email}">Revoke access</button></td></tr>`,
  )}
  </table>
  <p><button class="secondary" data-action="expire">Expire all access tokens</button></p>
</section>
<section>
  <h2>Notifications (Pub/Sub)</h2>
  <p>Topic <code>${summary.pubsub.topic}</code>, push subscription <code>${summary.pubsub.subscription}</code>, token email <code>${summary.pubsub.serviceAccountEmail}</code></p>
  <form id="pubsub"><label>Push endpoint <input name="pushEndpoint" size="60" value="${summary.pubsub.pushEndpoint ?? ''}"></label>
    <label>Audience <input name="audience" size="60" value="${summary.pubsub.audience ?? ''}" placeholder="the push endpoint"></label><button type="submit">Save</button></form>
  <table><tr><th>Account setting</th><th>Topic</th><th>Types</th></tr>
  ${summary.notificationSettings.map((setting) => html`<tr><td>${setting.name}</td><td>${setting.pubsubTopic}</td><td>${setting.notificationTypes.join(', ')}</td></tr>`)}
  </table>
  <h3>Recent pushes</h3>
  <table><tr><th>Message</th><th>Type</th><th>Review</th><th>Attempts</th><th>Delivered</th></tr>
  ${summary.pushes.map(
    (push) => html`<tr><td>${push.messageId}</td><td>${push.type}</td><td class="muted">${push.reviewName}</td>
      <td>${push.attempts.map((attempt) => html`${attempt.status ?? attempt.error ?? ''} `)}</td><td>${push.delivered ? 'yes' : 'no'}</td></tr>`,
  )}
  </table>
</section>
<section>
  <h2>Faults</h2>
  <form id="fault">
    <label>Operation <select name="operation"><option value="*">every operation</option>${OPERATIONS.map((operation) => html`<option>${operation}</option>`)}</select></label>
    <label>Answer <select name="status"><option value="">(normal answer)</option>${['429', '500', '503', '401', '403'].map((status) => html`<option>${status}</option>`)}</select></label>
    <label>Hang first (ms) <input name="hangMs" type="number" min="1" max="600000"></label>
    <label>For the next N calls <input name="times" type="number" min="1" max="1000" value="1"></label>
    <button type="submit">Add fault</button> <button type="button" class="secondary" data-action="clear-faults">Clear faults</button>
  </form>
  <ul>${summary.faults.map((fault) => html`<li><code>${fault.operation}</code>: ${fault.status ?? 'normal answer'} ${fault.hangMs ? html`after ${fault.hangMs} ms` : ''} × ${fault.times}</li>`)}</ul>
</section>
<section>
  <h2>Configuration for the app</h2>
  <table>${Object.entries(env).map(([name, value]) => html`<tr><td><code>${name}</code></td><td>${value}</td></tr>`)}</table>
  <p><button class="secondary" data-action="reset">Reset to the seed</button></p>
</section>
<script>${new SafeHtml(SCRIPT)}</script>`,
  );
