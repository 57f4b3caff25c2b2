"""War on Drugs (1971).

Grounded in the Comprehensive Drug Abuse Prevention and Control Act of 1970, Title II the
Controlled Substances Act (27 October 1970: schedules, registration, penalties, 21 U.S.C. 844(b)
first-offender provision, 21 U.S.C. 881 forfeiture); President Nixon's special message to
Congress on drug abuse prevention and control (17 June 1971, "public enemy number one");
the Drug Abuse Office and Treatment Act of 1972; the Comprehensive Crime Control Act of 1984
(equitable sharing, Assets Forfeiture Fund); the Anti-Drug Abuse Act of 1986 (mandatory
minimums, 100:1 cocaine base ratio, Drug-Free Schools); Executive Order 12564 (Drug-Free
Federal Workplace, 1986); the Anti-Drug Abuse Act of 1988 (cocaine base possession minimum,
conspiracy and attempt, public housing evictions, denial of federal benefits, ONDCP);
the Personal Responsibility and Work Opportunity Reconciliation Act of 1996 s.115; the Higher
Education Act amendments of 1998 (drug-conviction student aid ineligibility).
Texts are paraphrases into operative form.
"""
from common import R

POLICY = "War on Drugs (1971)"

CLAUSES = [
    # --- Controlled Substances Act 1970: neutral administration ---
    R("There are established five schedules of controlled substances, to be known as schedules I, II, III, IV, and V, which shall initially consist of the substances listed in this section and shall be updated and republished annually.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("A substance shall be placed in schedule I if it has a high potential for abuse, has no currently accepted medical use in treatment in the United States, and lacks accepted safety for use under medical supervision.",
      "M", "neu", (0.1, 0.0, 0.2, 0.1), []),
    R("The Attorney General may by rule add a drug or other substance to a schedule or remove it after considering the scientific and medical evaluation and recommendations of the Secretary responsible for health.",
      "M", "neu", (0.1, 0.0, 0.1, 0.2), []),
    R("As used in this title, the term narcotic drug means opium, coca leaves, and opiates, and any compound, derivative, or preparation of them, whether produced directly or indirectly by extraction or by chemical synthesis.",
      "M", "neu", (0.0, 0.0, 0.1, 0.0), ["narcotic"]),
    R("Every person who manufactures or distributes any controlled substance shall obtain annually a registration issued by the Attorney General, and registered persons may possess and distribute such substances to the extent authorized.",
      "E", "ben", (0.0, 0.1, 0.0, 0.1), []),
    R("Each registrant shall make a complete and accurate record of all stocks of controlled substances on hand every two years and shall keep records of each substance manufactured, received, sold or delivered.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The Attorney General may authorize practitioners to conduct research with schedule I substances and may exempt the persons engaged in such research from prosecution for possession and distribution of the substances used.",
      "E", "ben", (0.0, 0.2, 0.0, 0.1), []),

    # --- 1970 penalties and first-offender provision ---
    R("It shall be unlawful for any person knowingly or intentionally to possess a controlled substance unless it was obtained pursuant to a valid prescription, and a violation shall be punishable by imprisonment of not more than one year.",
      "M", "bur", (0.4, 0.2, 0.2, 0.2), []),
    R("If a person not previously convicted of a drug offence is found guilty of simple possession, the court may without entering a judgment place the person on probation and, upon its completion, dismiss the proceedings without an adjudication of guilt.",
      "I", "ben", (0.0, 0.5, 0.1, 0.0), [], link="first_offender"),
    R("A person who was not over twenty one years of age at the time of an offence dismissed under the first-offender provision may apply for an order expunging all official records of the arrest and the proceedings.",
      "I", "ben", (0.0, 0.5, 0.1, 0.0), [], link="first_offender"),

    # --- Nixon 1971 message and treatment ---
    R("America's public enemy number one in the United States is drug abuse, and in order to fight and defeat this enemy it is necessary to wage a new, all-out offensive with every resource at the government's command.",
      "O", "bur", (0.4, 0.5, 1.0, 0.4), ["public enemy"], uses=True),
    R("There is established in the Executive Office of the President a Special Action Office for Drug Abuse Prevention, whose director shall coordinate all federal drug abuse prevention, education, treatment, and research programs.",
      "M", "neu", (0.0, 0.0, 0.1, 0.0), []),
    R("The Secretary shall make grants to states and communities for the treatment and rehabilitation of drug dependent persons, and no person shall be denied admission to a public hospital on account of drug dependence.",
      "M", "ben", (0.0, 0.1, 0.1, 0.0), []),
    R("Every serviceman returning from Vietnam shall be tested for heroin use before discharge, and those found dependent shall be given treatment by the armed forces and the Veterans Administration rather than punishment.",
      "I", "ben", (0.1, 0.6, 0.3, 0.0), []),

    # --- 1986 Act: crack/powder and mandatory minimums ---
    R("Any person who manufactures, distributes, or possesses with intent to distribute five hundred grams or more of a mixture containing cocaine, or five grams or more of a mixture which contains cocaine base, shall be sentenced to a term of imprisonment of not less than five years.",
      "O", "bur", (0.9, 0.8, 0.7, 0.8), ["cocaine base"], uses=True, link="ratio"),
    R("Any person who commits such a violation involving five kilograms or more of cocaine, or fifty grams or more of a mixture which contains cocaine base, shall be sentenced to not less than ten years nor more than life imprisonment.",
      "O", "bur", (0.95, 0.8, 0.7, 0.8), ["cocaine base"], uses=True, link="ratio"),
    R("Notwithstanding any other provision of law, the court shall not place on probation or suspend the sentence of any person sentenced under the mandatory minimum provisions, and no such person shall be eligible for parole.",
      "O", "bur", (0.8, 0.6, 0.4, 1.0), [], uses=False),
    R("If any person commits such a violation after a prior conviction for a felony drug offence has become final, the mandatory minimum term of imprisonment shall be doubled.",
      "O", "bur", (0.8, 0.5, 0.4, 0.8), [], uses=False),
    R("Any person eighteen years of age or older who distributes a controlled substance in a drug-free school zone, within one thousand feet of a public or private school, shall be subject to twice the maximum punishment otherwise authorized.",
      "O", "bur", (0.7, 0.5, 0.6, 0.6), ["drug-free"], uses=True, exp=True),
    R("The Secretary of Education shall make grants to state and local educational agencies for drug abuse education and prevention programs to establish drug-free schools and communities.",
      "M", "neu", (0.1, 0.2, 0.5, 0.0), ["drug-free"]),
    R("A person who uses a person under eighteen to commit or assist in avoiding detection of a drug offence shall be subject to twice the maximum term of imprisonment and fine otherwise authorized.",
      "M", "bur", (0.5, 0.4, 0.4, 0.4), []),

    # --- 1988 Act ---
    R("A person who possesses a mixture or substance which contains cocaine base shall be imprisoned for not less than five years if the quantity exceeds five grams, notwithstanding that it is a first conviction for simple possession.",
      "O", "bur", (0.9, 0.8, 0.7, 0.8), ["cocaine base"], uses=True, exp=True),
    R("Any person who attempts or conspires to commit any offence defined in this title shall be subject to the same penalties, including any mandatory minimum, as those prescribed for the offence that was the object of the attempt or conspiracy.",
      "O", "bur", (0.8, 0.5, 0.4, 0.8), [], exp=True),
    R("Each public housing agency shall use leases which provide that any drug-related criminal activity on or near the premises, engaged in by a tenant, any member of the tenant's household, or any guest under the tenant's control, shall be cause for termination of tenancy.",
      "O", "bur", (0.8, 0.6, 0.7, 0.7), ["drug-related"], uses=True, exp=True),
    R("Any individual convicted of an offence involving the distribution of controlled substances shall, at the discretion of the court, be ineligible for any or all federal benefits for up to five years after conviction.",
      "O", "bur", (0.8, 0.6, 0.6, 0.6), [], link="benefits"),
    R("The federal benefits that may be denied on a drug conviction include grants, contracts, loans, and professional or commercial licences, but do not include retirement, welfare, social security, health, disability, or veterans benefits.",
      "M", "mix", (0.5, 0.5, 0.4, 0.3), ["welfare"], link="benefits"),
    R("There is established in the Executive Office of the President an Office of National Drug Control Policy, headed by a Director appointed by the President with the advice and consent of the Senate.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The Director shall promulgate each year a National Drug Control Strategy setting forth comprehensive goals and priorities for reducing drug abuse and trafficking, and shall submit it to the Congress.",
      "M", "neu", (0.1, 0.0, 0.3, 0.1), []),
    R("Any person engaging in a continuing criminal enterprise, or any person working in furtherance of it, who intentionally kills an individual shall be sentenced to not less than twenty years and may be sentenced to death.",
      "O", "bur", (0.7, 0.4, 0.6, 0.6), []),
    R("Grants shall be made to public housing agencies to eliminate drug-related crime in public housing projects, including funds for the employment of security personnel and the reimbursement of local law enforcement.",
      "M", "mix", (0.5, 0.5, 0.7, 0.3), ["drug-related", "crime"], uses=True),
    R("The Director of Public Housing may establish drug elimination programs under which tenants may organize patrols and receive funds for drug treatment and prevention in their developments.",
      "O", "ben", (0.1, 0.2, 0.3, 0.0), []),

    # --- drug-free workplace ---
    R("A federal contractor or grantee shall certify that it will provide a drug-free workplace by publishing a statement that unlawful drug use is prohibited and notifying employees of the actions that will be taken against them.",
      "M", "bur", (0.3, 0.2, 0.5, 0.2), ["drug-free"]),
    R("A federal employee found to use illegal drugs shall be referred to an employee assistance program for counselling and rehabilitation, and an employee who voluntarily seeks help shall not be disciplined for prior use.",
      "I", "ben", (0.1, 0.6, 0.2, 0.0), []),

    # --- forfeiture and equitable sharing ---
    R("All money, vehicles, and other property used or intended to be used to facilitate a drug violation, and all proceeds traceable to an exchange for a controlled substance, shall be subject to forfeiture to the United States and no property right shall exist in them.",
      "O", "bur", (0.8, 0.5, 0.5, 0.8), [], uses=False),
    R("Property taken or detained under this section shall be deemed to be in the custody of the Attorney General, and in any forfeiture proceeding the burden of proof shall lie upon the claimant once probable cause is shown.",
      "O", "bur", (0.7, 0.4, 0.3, 1.0), [], uses=False),
    R("The Attorney General may transfer forfeited property or its proceeds to any state or local law enforcement agency which participated directly in the seizure, in an amount reflecting the degree of its participation.",
      "E", "ben", (0.5, 0.4, 0.3, 0.8), [], link="sharing"),
    R("There is established a Department of Justice Assets Forfeiture Fund, which shall be available to the Attorney General without fiscal year limitation for the expenses of forfeiture, awards to informers, and the equipping of law enforcement.",
      "E", "ben", (0.4, 0.3, 0.2, 0.7), [], link="sharing"),
    R("Forfeited vehicles, vessels, and aircraft may be retained by the seizing agency for official use, and real property may be transferred to a state or local government for use as a public area reserved for recreation.",
      "E", "ben", (0.4, 0.3, 0.2, 0.6), []),

    # --- 1996 welfare and 1998 student aid bans ---
    R("An individual convicted under federal or state law of any offence classified as a felony and which has as an element the possession, use, or distribution of a controlled substance shall not be eligible for assistance under any state program funded under part A of title IV or for food stamp benefits.",
      "O", "bur", (0.8, 0.6, 0.6, 0.6), [], exp=True, link="welfare_ban"),
    R("A state may by specific law exempt any or all individuals domiciled in the state from the drug felony ban on assistance, or limit the period for which the ban applies.",
      "M", "mix", (0.3, 0.2, 0.2, 0.2), [], link="welfare_ban"),
    R("A student who has been convicted of any offence involving the possession or sale of a controlled substance shall not be eligible to receive any grant, loan, or work assistance during the period of ineligibility following the conviction.",
      "O", "bur", (0.7, 0.6, 0.6, 0.5), [], link="student_aid"),
    R("A student whose eligibility has been suspended for a drug conviction may resume eligibility before the end of the period upon satisfactorily completing a drug rehabilitation program that includes two unannounced drug tests.",
      "O", "mix", (0.4, 0.4, 0.5, 0.3), [], link="student_aid"),

    # --- enforcement framing ---
    R("Funds shall be made available for multijurisdictional task forces to disrupt street gangs and narcotics trafficking in high intensity drug trafficking areas designated by the Director.",
      "O", "bur", (0.6, 0.5, 0.8, 0.5), ["street", "gangs", "narcotics"], uses=True),
    R("An alien convicted of a drug trafficking crime shall be deemed to have been convicted of an aggravated felony, shall be deportable, and shall be taken into custody upon release from imprisonment and held without bond pending deportation.",
      "O", "bur", (0.8, 0.6, 0.7, 0.9), ["crime"], uses=True, exp=True),

    R("The court shall impose a sentence without regard to any statutory minimum if the defendant has not more than one criminal history point, did not use violence or a firearm, was not an organizer or leader, and has truthfully provided all information about the offence to the Government.",
      "M", "mix", (0.3, 0.3, 0.2, 0.5), []),
]
