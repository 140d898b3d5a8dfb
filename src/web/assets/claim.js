// Finding the business to claim: matches appear while the name is typed. Without this script the form
// still works: it lists the matches after "Find it".
for (const form of document.querySelectorAll('form.claim-search')) {
  const input = form.querySelector('input[name=q]');
  const list = document.createElement('ul');
  list.className = 'plain claim-matches claim-suggestions';
  list.setAttribute('aria-live', 'polite');
  list.setAttribute('aria-label', 'Matching businesses');
  (document.getElementById(input.getAttribute('aria-describedby')) ?? form).after(list);
  let timer;
  let shown = '';
  const item = (children) => {
    const li = document.createElement('li');
    li.append(...children);
    return li;
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const query = input.value.trim();
      if (query === shown) return;
      shown = query;
      if (query.length < 2) {
        list.replaceChildren();
        return;
      }
      try {
        const response = await fetch(`/api/directory?q=${encodeURIComponent(query)}&limit=6`, {
          headers: { accept: 'application/json' },
        });
        const body = await response.json();
        // A later keystroke has asked again meanwhile: its answer is the one to show.
        if (shown !== query || !body.ok) return;
        if (body.results.length === 0) {
          list.replaceChildren(item(['No published business matches yet.']));
          return;
        }
        list.replaceChildren(
          ...body.results.map((business) => {
            const link = document.createElement('a');
            link.href = `/claim?slug=${encodeURIComponent(business.slug)}`;
            link.textContent = business.name;
            const place = document.createElement('span');
            place.className = 'muted';
            const where = [business.city, business.countryName].filter(Boolean).join(', ');
            place.textContent = where ? ` · ${where}` : '';
            return item([link, place]);
          }),
        );
      } catch {
        // Offline or refused: the form's own button still searches.
      }
    }, 250);
  });
}
