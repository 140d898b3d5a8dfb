// Copy buttons of the verification workspace (the values stay selectable without this script).
for (const button of document.querySelectorAll('button.copy-button')) {
  const source = document.getElementById(button.dataset.copy);
  if (!source || !navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(source.textContent.trim());
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => {
      button.textContent = 'Copy';
    }, 2000);
  });
}
