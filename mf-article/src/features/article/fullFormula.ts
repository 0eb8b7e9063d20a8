// The "Full formula" custom element of spec 2.9: a long display formula (the server wraps it in
// <full-formula>) is shown cut to one screen's width with a button that expands it in place. Without
// scripts the element is unknown to the browser and the whole formula shows, scrolling sideways.
const collapsedClass = 'full-formula-collapsed';

/** The element's class, made in the browser only (the server has no HTMLElement to extend). */
function fullFormulaElement() {
  return class FullFormulaElement extends HTMLElement {
  private button: HTMLButtonElement | null = null;

  connectedCallback() {
    // Only a formula wider than its column is cut: on a wide screen most show whole.
    requestAnimationFrame(() => {
      if (this.button || this.scrollWidth <= this.clientWidth + 1) return;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'full-formula-toggle';
      button.setAttribute('aria-expanded', 'false');
      button.textContent = 'Full formula';
      button.addEventListener('click', () => this.toggle());
      this.classList.add(collapsedClass);
      this.after(button);
      this.button = button;
    });
  }

  disconnectedCallback() {
    this.button?.remove();
    this.button = null;
  }

  toggle() {
    const expanded = this.classList.toggle(collapsedClass) === false;
    if (!this.button) return;
    this.button.setAttribute('aria-expanded', String(expanded));
    this.button.textContent = expanded ? 'Collapse formula' : 'Full formula';
  }
  };
}

/** Defines <full-formula> once, in the browser. */
export function defineFullFormula(): void {
  if (typeof window === 'undefined' || !('customElements' in window) || customElements.get('full-formula')) return;
  customElements.define('full-formula', fullFormulaElement());
}
