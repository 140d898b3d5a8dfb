// The "ask this business" box: asks the gateway's free preview route and shows the answer in
// place. Without this script the form reloads the page with the answer.
for (const form of document.querySelectorAll('form.ask-form')) {
  const result = form.parentElement.querySelector('.ask-result');
  // The box's texts, in the language the page gave it.
  const strings = JSON.parse(form.dataset.strings);
  const outcomes = strings.outcomes;
  const para = (text, className) => {
    const p = document.createElement('p');
    p.textContent = text;
    if (className) p.className = className;
    return p;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const question = new FormData(form).get('q');
    result.replaceChildren(para(strings.looking, 'muted'));
    try {
      const response = await fetch(`${form.dataset.askUrl}?q=${encodeURIComponent(question)}`, {
        headers: { accept: 'application/json' },
      });
      const body = await response.json();
      if (!body.ok) {
        const box = document.createElement('div');
        box.className = 'notice error';
        box.setAttribute('role', 'alert');
        box.textContent = body.error.message;
        result.replaceChildren(box);
        return;
      }
      const box = document.createElement('div');
      box.className = 'answer';
      const badge = document.createElement('span');
      badge.className = 'badge plain';
      badge.textContent = outcomes[body.outcome] || body.outcome;
      const head = document.createElement('p');
      head.append(badge);
      // An urgent answer starts with emergency guidance: it stands apart, before anything else.
      let text = body.answer;
      if (body.handoff && body.handoff.reason === 'urgent') {
        const end = text.indexOf('. ');
        const alert = para(end < 0 ? text : text.slice(0, end + 1), 'notice emergency');
        alert.setAttribute('role', 'alert');
        box.append(alert);
        text = end < 0 ? '' : text.slice(end + 2);
      }
      box.append(head, para(text));
      if (body.handoff) {
        const p = para(`${strings.personShould} `);
        const link = document.createElement('a');
        link.href = '#contact-h';
        link.textContent = strings.contactLink;
        p.append(link, '.');
        box.append(p);
      }
      box.append(para(strings.questionsLeft.replace('{n}', String(body.allowance.remaining)), 'muted'));
      result.replaceChildren(box);
    } catch {
      result.replaceChildren(para('The answer could not be fetched; try again.', 'muted'));
    }
  });
}
