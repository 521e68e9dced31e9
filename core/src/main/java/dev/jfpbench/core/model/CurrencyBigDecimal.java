package dev.jfpbench.core.model;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;

/** {@link Currency} with rates as {@link BigDecimal}; {@link #equals} needs the same value and scale. */
public class CurrencyBigDecimal implements Serializable {
    private static final long serialVersionUID = 1L;

    public String base;
    public String date;
    public String provider;
    public String terms;
    public int time_last_updated;
    public Map<String, BigDecimal> rates;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof CurrencyBigDecimal)) return false;
        CurrencyBigDecimal c = (CurrencyBigDecimal) o;
        return time_last_updated == c.time_last_updated && Objects.equals(base, c.base) && Objects.equals(date, c.date)
                && Objects.equals(provider, c.provider) && Objects.equals(terms, c.terms) && Objects.equals(rates, c.rates);
    }

    @Override
    public int hashCode() {
        return Objects.hash(base, date, provider, terms, time_last_updated, rates);
    }

    @Override
    public String toString() {
        return "CurrencyBigDecimal{base=" + base + ", date=" + date + ", rates=" + (rates == null ? "null" : rates.size() + " entries") + '}';
    }
}
