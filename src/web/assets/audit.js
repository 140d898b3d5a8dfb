// Progress while a website audit runs: the form is sent with fetch, the page shows the elapsed
// time, then opens the report. Without this script the form posts and the report follows.
const form = document.querySelector('form.audit-form');
const progress = document.querySelector('.audit-progress');
if (form && progress) {
  const bar = progress.querySelector('progress');
  const elapsed = progress.querySelector('.elapsed');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = { url: String(data.get('url') || '').trim() };
    const email = String(data.get('email') || '').trim();
    if (email) body.email = email;
    for (const old of document.querySelectorAll('.notice.error')) old.remove();
    form.querySelector('button').disabled = true;
    progress.hidden = false;
    const started = Date.now();
    const timer = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      bar.value = Math.min(20, seconds);
      elapsed.textContent = `${seconds} s`;
    }, 250);
    try {
      const response = await fetch('/api/website-audit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const result = await response.json();
      if (result.ok) {
        window.location.assign(`/audit/${encodeURIComponent(result.audit.id)}`);
        return;
      }
      showError(result.error.message);
    } catch {
      showError('The audit could not be run; try again.');
    } finally {
      clearInterval(timer);
    }
    progress.hidden = true;
    form.querySelector('button').disabled = false;
  });
  function showError(message) {
    const box = document.createElement('div');
    box.className = 'notice error';
    box.setAttribute('role', 'alert');
    box.textContent = message;
    form.after(box);
  }
}
