import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

function Three({ value, onValueChange }: { value?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" value={value} onValueChange={onValueChange}>
      <TabList label="Numbers">
        <Tab value="one">One</Tab>
        <Tab value="two">Two</Tab>
        <Tab value="three">Three</Tab>
      </TabList>
      <TabPanel value="one">First panel</TabPanel>
      <TabPanel value="two">Second panel</TabPanel>
      <TabPanel value="three">Third panel</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');

it('shows the selected tab’s panel only, labelled by its tab, with only that tab in the Tab order', () => {
  render(<Three />);
  expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
  expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('First panel');
  expect(screen.queryByText('Second panel')).toBeNull();
  expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  expect(tab('One').getAttribute('data-state')).toBe('active');
  fireEvent.click(tab('Three'));
  expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Third panel');
  expect(screen.queryByText('First panel')).toBeNull();
  expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, 0]);
});

it('moves and selects with the arrows (round the ends), Home and End', () => {
  render(<Three />);
  fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
  expect(selected()).toBe(tab('Two'));
  expect(document.activeElement).toBe(tab('Two'));
  fireEvent.keyDown(tab('Two'), { key: 'End' });
  expect(selected()).toBe(tab('Three'));
  fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
  expect(selected()).toBe(tab('One'));
  fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
  expect(selected()).toBe(tab('Three'));
  fireEvent.keyDown(tab('Three'), { key: 'Home' });
  expect(selected()).toBe(tab('One'));
  expect(screen.getByText('First panel')).toBeTruthy();
});

it('mirrors the arrows on a right-to-left page', () => {
  document.documentElement.setAttribute('dir', 'rtl');
  render(<Three />);
  fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
  expect(selected()).toBe(tab('Two'));
});

it('follows a value the caller keeps, telling it each choice', () => {
  function Kept() {
    const [value, setValue] = useState('two');
    return (
      <>
        <Three value={value} onValueChange={setValue} />
        <output>{value}</output>
      </>
    );
  }
  render(<Kept />);
  expect(selected()).toBe(tab('Two'));
  fireEvent.click(tab('Three'));
  expect(screen.getByRole('status').textContent).toBe('three');
  expect(screen.getByText('Third panel')).toBeTruthy();
});
