import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PickList, movedIndex } from '@/features/flowlab/PickList';

describe('movedIndex: where a key moves the choice', () => {
  it.each([
    ['ArrowDown', 2, 3],
    ['ArrowRight', 2, 3],
    ['ArrowUp', 2, 1],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 2, 4],
    ['PageDown', 2, 4],
    ['PageUp', 2, 0],
  ])('%s from 2 of 5 goes to %i', (key, from, to) => expect(movedIndex(key as string, from, 5)).toBe(to));
  it('stays inside the list at its ends', () => {
    expect(movedIndex('ArrowDown', 4, 5)).toBe(4);
    expect(movedIndex('ArrowLeft', 0, 5)).toBe(0);
  });
  it('leaves other keys and empty lists alone', () => {
    expect(movedIndex('a', 1, 5)).toBeNull();
    expect(movedIndex('Tab', 1, 5)).toBeNull();
    expect(movedIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

const ITEMS = ['login', 'recharge', 'withdraw', 'yuebao'].map((id) => ({ id, content: id }));

function Harness({ onSelect = () => undefined }: { onSelect?: (id: string) => void }) {
  const [selected, setSelected] = useState('recharge');
  return (
    <>
      <span id="label">Choose a machine</span>
      <PickList
        labelledBy="label"
        items={ITEMS}
        selected={selected}
        onSelect={(id) => {
          onSelect(id);
          setSelected(id);
        }}
      />
      <p data-testid="chosen">{selected}</p>
    </>
  );
}

const option = (name: string) => screen.getByRole('option', { name });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('PickList: a listbox the keyboard drives', () => {
  it('is one tab stop, on the chosen option, named by its label', () => {
    render(<Harness />);
    const list = screen.getByRole('listbox', { name: 'Choose a machine' });
    expect(list).toBeTruthy();
    expect(option('recharge').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('moves the choice and the focus with either pair of arrow keys, Home and End', () => {
    render(<Harness />);
    option('recharge').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(chosen()).toBe('withdraw');
    expect(document.activeElement).toBe(option('withdraw'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(chosen()).toBe('yuebao');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(chosen()).toBe('withdraw');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(chosen()).toBe('recharge');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(chosen()).toBe('login');
    expect(document.activeElement).toBe(option('login'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(chosen()).toBe('yuebao');
    expect(screen.getAllByRole('option').map((o) => o.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('does not choose again at an end, and takes a click or Enter', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    option('recharge').focus();
    fireEvent.keyDown(option('recharge'), { key: 'End' });
    fireEvent.keyDown(option('yuebao'), { key: 'ArrowDown' });
    expect(onSelect.mock.calls).toEqual([['yuebao']]);
    fireEvent.click(option('login'));
    expect(chosen()).toBe('login');
    fireEvent.keyDown(option('withdraw'), { key: 'Enter' });
    expect(chosen()).toBe('withdraw');
  });
});
