import { InfoCircleOutlined } from '@ant-design/icons';
import { CONCEPTS, conceptSentence, type ConceptKey } from '@parley/contracts';
import { Tooltip } from 'antd';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './Concept.css';

interface ExplainedProps {
  /** The explanation, one line: shown on hover, focus and tap, and the button's accessible description. */
  explanation: string;
  /** Shown in bold at the start of the tooltip when the explanation starts with it (a concept's name). */
  heading?: string;
  /** The visible term, kept as it is (the SPEC's texts stay verbatim). */
  children?: ReactNode;
  /** Without children: a small info button, named `About <label>`. */
  label?: string;
  className?: string;
}

/**
 * A term with its explanation on the spot, a toggletip: the term is a button (so keyboards reach it and screen
 * readers announce it) whose tooltip opens on hover, focus and tap, stays while the pointer is over it, and
 * closes on Escape (WCAG 1.4.13). Its accessible description is the explanation, present whether or not the
 * tooltip is open: the tooltip's own copy is hidden from assistive technology so it is not read twice, and the
 * description's hidden copy sits at the end of the page, so the text around the term reads as written.
 * Without children it draws a small ⓘ button to sit beside a control whose label cannot hold a button.
 */
export function Explained({ explanation, heading, children, label, className }: ExplainedProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Escape closes it wherever focus is, also when the pointer opened it.
  useEffect(() => {
    if (!open) return;
    const close = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Escape on an open tip closes the tip, not the dialog it sits in.
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const shown =
    heading && explanation.startsWith(heading) ? (
      <>
        <strong>{heading}</strong>
        {explanation.slice(heading.length)}
      </>
    ) : (
      explanation
    );
  const info = children === undefined;
  return (
    <>
      <Tooltip
        title={<span aria-hidden>{shown}</span>}
        open={open}
        onOpenChange={setOpen}
        trigger={['hover', 'focus']}
        classNames={{ root: 'concept-tip' }}
      >
        <button
          type="button"
          className={`${info ? 'concept-info' : 'concept-term'}${className ? ` ${className}` : ''}`}
          aria-label={info ? `About ${label ?? heading ?? ''}`.trim() : undefined}
          aria-describedby={id}
          // A tap opens it (touch has no hover); a second tap leaves it open, Escape or a tap elsewhere closes it.
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        >
          {info ? <InfoCircleOutlined aria-hidden /> : children}
        </button>
      </Tooltip>
      {createPortal(
        <span id={id} hidden>
          {explanation}
        </span>,
        document.body,
      )}
    </>
  );
}

/**
 * `<Concept term="nash">Nash point</Concept>`: the visible words stay as written, with the concept's plain
 * name and one line (libs/contracts `CONCEPTS`, the one source the help and the report also read) on hover,
 * focus and tap. Without children: an ⓘ button beside the words, for labels that cannot hold a button.
 */
export function Concept({
  term,
  children,
  className,
}: {
  term: ConceptKey;
  children?: ReactNode;
  className?: string;
}) {
  const { name } = CONCEPTS[term];
  return (
    <Explained explanation={conceptSentence(term)} heading={name} label={name} className={className}>
      {children}
    </Explained>
  );
}
