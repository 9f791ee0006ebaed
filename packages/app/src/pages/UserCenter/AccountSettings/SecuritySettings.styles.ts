import { styled } from 'styled-components'

export const SetupRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  align-items: flex-start;
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`

export const Secret = styled.code`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-family: ${({ theme }) => theme.font.family.mono};
  word-break: break-all;
`

export const Meter = styled.meter`
  display: block;
  width: 100%;
  min-width: 8rem;
  max-width: 16rem;
  height: ${({ theme }) => theme.space[4]};
`

export const SafetyBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`

export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    color: ${({ theme }) => theme.color.textPrimary};
  }
`

export const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[6]};
`

export const Prefs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: end;
`
